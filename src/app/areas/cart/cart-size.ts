import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { cartSizeApi } from '../../api/cart-size';
import { hasCart } from './cart-access';

/**
 * Everything that changes with a user's cart sits under one key: the cart itself, its size on the
 * badge, the invoices that could go into it and the delivery estimate of what is in it. Refreshing
 * the key refreshes them all.
 */
export const cartKey = (userId: number) => ['cart', userId] as const;

/** How many invoices the signed-in user's cart holds, for the top bar's badge; 0 until known. */
export const useCartSize = (user: AuthUser) =>
  useQuery({ queryKey: [...cartKey(user.id), 'size'], queryFn: () => cartSizeApi.get(user.id), enabled: hasCart(user) }).data ?? 0;
