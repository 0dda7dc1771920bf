import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderRow, zOrdersPage } from '../../../../domain/orders';
import { ordersApi } from '../../../api/orders';
import { notifyError } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';

export const ordersPageKey = ['orders', 'page'] as const;

type OrdersPage = z.infer<typeof zOrdersPage>;

/**
 * The added-to-sheet checkbox. The box flips at once so a run of ticks down the list feels
 * immediate; the list then reloads from the server, which is what the box finally shows.
 */
export const useToggleSheet = () => {
  const queryClient = useQueryClient();
  const setOnSheet = (id: number, onSheet: boolean) =>
    queryClient.setQueriesData<OrdersPage>({ queryKey: ordersPageKey }, (page) =>
      page && { ...page, data: page.data.map((row) => (row.id === id ? { ...row, add_to_sheet: onSheet } : row)) },
    );
  const mutation = useMutation({
    mutationFn: (row: OrderRow) => ordersApi.toggleSheet(row.id),
    onMutate: async (row) => {
      await queryClient.cancelQueries({ queryKey: ordersPageKey });
      setOnSheet(row.id, !row.add_to_sheet);
    },
    onSuccess: (result) => setOnSheet(result.id, result.add_to_sheet),
    onError: (error, row) => {
      setOnSheet(row.id, row.add_to_sheet);
      notifyError(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersPageKey }),
  });
  return { toggle: (row: OrderRow) => mutation.mutate(row), togglingId: mutation.isPending ? mutation.variables.id : null };
};
