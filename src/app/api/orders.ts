import { zAddToSheetResult, zOrder, zOrdersPage, type OrderFormData } from '../../domain/orders';
import type { FilterShippingMethod } from '../../domain/shipping-methods';
import { api, request } from './client';

/** The orders list's query (portal spec §7): dates are Nassau business days, 'YYYY-MM-DD'. */
export type OrderFilters = {
  page: number;
  search?: string;
  method?: FilterShippingMethod | null;
  start?: string | null;
  end?: string | null;
  location?: number | null;
  checkpoint?: number | null;
  direction?: 'asc' | 'desc';
};

export const ordersApi = {
  paginated: (filters: OrderFilters) => api.get('/orders/paginated', zOrdersPage, filters),
  get: (id: number) => api.get(`/orders/${id}`, zOrder),
  create: (body: { workerID?: number; data: OrderFormData }, idempotencyKey?: string) => request('POST', '/orders', { schema: zOrder, body, idempotencyKey }),
  update: (id: number, body: { orderID: number; data: OrderFormData }) => api.put(`/orders/${id}`, zOrder, body),
  toggleSheet: (id: number) => api.post(`/orders/${id}/add-to-sheet`, zAddToSheetResult),
};
