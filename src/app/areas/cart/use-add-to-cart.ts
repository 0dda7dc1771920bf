import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '../../api/cart';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../components/error-message';
import { useSession } from '../../session/use-session';
import { refreshCart } from './cart-queries';
import { cartPopup } from './cart-popup-store';

type AddToCart = { add: (invoiceId: number) => Promise<void>; pending: boolean };

/**
 * Puts an approved invoice into the signed-in user's cart, fetches the cart again and opens the
 * popup (portal spec §4). A refusal is shown in a snackbar with the server's words (for an invoice
 * that is not online, the §8 text), so add() always resolves and callers only wait for it.
 */
export const useAddToCart = (): AddToCart => {
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (invoiceId: number) => {
      if (userId === undefined) throw new Error('Sign in to add invoices to your cart.');
      await cartApi.add(userId, invoiceId);
      await refreshCart(queryClient, userId);
    },
    onSuccess: () => cartPopup.open(),
    onError: (error) => notifyError(errorMessage(error)),
  });
  const add = async (invoiceId: number) => {
    await mutation.mutateAsync(invoiceId).catch(() => undefined);
  };
  return { add, pending: mutation.isPending };
};
