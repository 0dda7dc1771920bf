import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OldOrderRow } from '../../../domain/old-orders';
import { oldOrdersApi } from '../../api/old-orders';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySuccess } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { oldReportsKey } from './use-old-report';

/**
 * Approve for sale asks first: the order goes on Orders for sale, where any customer may buy its
 * goods, and nothing on these screens takes it back. Afterwards both reports load again.
 */
export const useApproveForSale = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (row: OldOrderRow) => oldOrdersApi.approveForSale(row.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: oldReportsKey }),
  });
  const approve = async (row: OldOrderRow) => {
    const confirmed = await confirmAction({
      title: `Approve order #${row.id} for sale?`,
      message: `Order #${row.id} of ${row.client} will be listed on Orders for sale, where other customers can buy it, and will leave the old packages and old orders reports. This cannot be undone here.`,
      confirmLabel: 'Approve for sale',
    });
    if (!confirmed) return;
    mutation.mutate(row, {
      onSuccess: () => notifySuccess(`Order #${row.id} is approved for sale.`),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  return { approve, pendingId: mutation.isPending ? mutation.variables.id : null };
};
