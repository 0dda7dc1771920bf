import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { Order } from '../../../../domain/orders';
import { orderActionsApi } from '../../../api/order-actions';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';

/** Close/Open (admin) and Delete (special users, after a confirmation) of one order. */
export const useOrderActions = (order: Order) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const toggle = useMutation({
    mutationFn: () => (order.completed ? orderActionsApi.open(order.id) : orderActionsApi.close(order.id)),
    onSuccess: (updated) => {
      // The answer is the order itself; the lists only need to refetch when they are next shown.
      void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
      queryClient.setQueryData(['orders', order.id], updated);
      notifySuccess(updated.completed ? `Order #${order.id} was closed.` : `Order #${order.id} was reopened.`);
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  const removal = useMutation({
    mutationFn: () => orderActionsApi.remove(order.id),
    onSuccess: () => {
      // No refetch here: this screen's own query would ask for the order just deleted.
      void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
      queryClient.removeQueries({ queryKey: ['orders', order.id], exact: true });
      notifySuccess(`Order #${order.id} was deleted.`);
      void navigate('/orders', { replace: true });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  const remove = async () => {
    const confirmed = await confirmAction({
      title: 'Delete Order',
      message: `Delete Order #${order.id} of ${order.client_fullname || order.user.full_name}? It will no longer appear in the lists.`,
      confirmLabel: 'Delete Order',
      danger: true,
    });
    if (confirmed) removal.mutate();
  };

  return { toggle: () => toggle.mutate(), toggling: toggle.isPending, remove, removing: removal.isPending };
};
