import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/orders';
import { usersApi } from '../../../api/users';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';

/**
 * Flag user (staff, portal spec §5 and §6): asks first, then flags the order's customer for possible
 * invoice fraud. The endpoint toggles, so the button is offered only while the customer is not
 * flagged; the order is fetched again and shows the flagged banner.
 */
export const useFlagCustomer = (order: Order) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => usersApi.toggleFlag(order.user.id),
    onSuccess: () => notifySuccess(`${order.user.full_name} was flagged for possible invoice fraud.`),
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: ['customers'], refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['orders', order.id] });
    },
  });
  const flag = async () => {
    const confirmed = await confirmAction({
      title: 'Flag user',
      message: `Are you sure you want to flag ${order.user.full_name} for possible invoice fraud?`,
      confirmLabel: 'Flag',
      danger: true,
    });
    if (confirmed) mutation.mutate();
  };
  return { flag, flagging: mutation.isPending };
};
