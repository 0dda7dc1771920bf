import { z } from 'zod';
import { api } from './client';

// Only how many invoices the cart holds: the top bar shows it on every screen, while the
// invoices' own schemas (with pricing's) load with the cart's popup and screens.
const zCartSize = z.object({ data: z.array(z.unknown()) });

/** The number of invoices in a user's cart, for the top bar's badge. */
export const cartSizeApi = {
  get: async (userId: number) => (await api.get(`/users/${userId}/cart`, zCartSize)).data.length,
};
