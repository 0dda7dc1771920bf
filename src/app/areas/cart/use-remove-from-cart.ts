import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { cartApi } from '../../api/cart';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { refreshCart } from './cart-queries';

/** Takes an invoice out of the user's cart; removing names the invoice whose row is busy. */
export const useRemoveFromCart = (user: AuthUser) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (invoiceId: number) => {
      await cartApi.remove(user.id, invoiceId);
      await refreshCart(queryClient, user.id);
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  return { remove: (invoiceId: number) => mutation.mutate(invoiceId), removing: mutation.isPending ? mutation.variables : undefined };
};
