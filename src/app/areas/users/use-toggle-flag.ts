import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';

const question = (customer: Customer) =>
  customer.flagged === 1
    ? { title: 'Unflag customer', message: `Are you sure you want to remove the fraud flag from ${customer.full_name}?`, confirmLabel: 'Unflag' }
    : {
        title: 'Flag customer',
        message: `Are you sure you want to flag ${customer.full_name} for possible invoice fraud?`,
        confirmLabel: 'Flag',
        danger: true,
      };

/** Flag and Unflag: the API toggles, so both ask first and the list reloads to show the new state. */
export const useToggleFlag = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (customer: Customer) => usersApi.toggleFlag(customer.id),
    onSuccess: (updated) => {
      notifySuccess(
        updated.flagged === 1 ? `${updated.full_name} was flagged for possible invoice fraud.` : `The fraud flag was removed from ${updated.full_name}.`,
      );
    },
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
  const toggle = async (customer: Customer) => {
    if (await confirmAction(question(customer))) mutation.mutate(customer);
  };
  return { toggle, pendingId: mutation.isPending ? mutation.variables.id : null };
};
