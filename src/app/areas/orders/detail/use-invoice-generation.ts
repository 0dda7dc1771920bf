import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { invoicesApi } from '../../../api/invoices';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';

/**
 * Generate Invoice: the invoice is recorded under the signed-in user's own id and opens at once,
 * where staff are asked how it will be paid. A refusal is shown with the server's reason rather
 * than only logged (spec §8), so nobody is left clicking a button that does nothing.
 */
export const useInvoiceGeneration = (orderId: number, userId: number | null) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => {
      if (userId === null) throw new Error('Sign in to generate an invoice.');
      return invoicesApi.generate(orderId, userId);
    },
    onSuccess: (created) => {
      // The order now has an invoice; the lists and this order read it when next shown.
      void queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
      notifySuccess(`Invoice #${created.pseudo_id} was generated.`);
      void navigate(`/invoices/${created.id}`);
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  return { generate: () => mutation.mutate(), generating: mutation.isPending };
};
