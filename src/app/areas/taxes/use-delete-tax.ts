import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tax } from '../../../domain/taxes';
import { taxesApi } from '../../api/taxes';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { taxesKey } from './use-taxes';

/** Deleting asks first; a category that order items use is refused, and the server's words are shown. */
export const useDeleteTax = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (tax: Tax) => taxesApi.remove(tax.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxesKey }),
  });
  const remove = async (tax: Tax) => {
    const confirmed = await confirmAction({
      title: 'Delete tariff category?',
      message: `"${tax.description}" (tariff code ${tax.tariff_code}) will be removed from Duty & Tariffs. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    mutation.mutate(tax, {
      onSuccess: (deleted) => notifySuccess(`Tariff category "${deleted.description}" was deleted.`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  return { remove, pendingId: mutation.isPending ? mutation.variables.id : null };
};
