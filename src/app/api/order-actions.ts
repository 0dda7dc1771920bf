import { zOrder } from '../../domain/orders';
import { api } from './client';

/** The order detail's state changes that src/app/api/orders.ts does not carry; each answers with the order. */
export const orderActionsApi = {
  open: (id: number) => api.post(`/orders/${id}/open`, zOrder),
  close: (id: number) => api.post(`/orders/${id}/close`, zOrder),
  remove: (id: number) => api.delete(`/orders/${id}`, zOrder),
};
