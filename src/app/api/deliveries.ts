import { zDeliveriesPage, zDelivery, type DeliveredBody } from '../../domain/deliveries';
import { api, request } from './client';

/** The deliveries list's query; date is a Nassau business day, 'YYYY-MM-DD'. */
export type DeliveryFilters = { search?: string; page?: number; date?: string | null };

export const deliveriesApi = {
  list: (filters: DeliveryFilters = {}) => api.get('/deliveries', zDeliveriesPage, filters),
  /** delivered_at is the device's time of the tick; a repeated tick answers the first one. */
  markDelivered: (id: number, body: DeliveredBody = {}, idempotencyKey?: string) =>
    request('POST', `/deliveries/${id}/delivered`, { schema: zDelivery, body, idempotencyKey }),
};
