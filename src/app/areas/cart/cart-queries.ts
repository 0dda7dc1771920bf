import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { cartApi } from '../../api/cart';
import { hasCart } from './cart-access';
import { cartKey } from './cart-size';

/** The signed-in user's cart; the popup, checkout and the retail screen share this one query. */
export const useCart = (user: AuthUser) => useQuery({ queryKey: cartKey(user.id), queryFn: () => cartApi.get(user.id), enabled: hasCart(user) });

/**
 * After the cart changed: the cart and what depends on it, and the invoice queries whose in_cart
 * flag the change turned. Resolves once the cart has been fetched again.
 */
export const refreshCart = async (queryClient: QueryClient, userId: number) => {
  void queryClient.invalidateQueries({ queryKey: ['invoices'] });
  await queryClient.invalidateQueries({ queryKey: cartKey(userId) });
};
