import { zRetailPage } from '../../domain/retail';
import { api } from './client';

/** Orders for sale (finance spec §7): public, so a guest's app calls it without a token. */
export const retailApi = {
  list: (query: { page: number; category: number | null }) => api.get('/orders/retail', zRetailPage, { page: query.page, category: query.category }),
};
