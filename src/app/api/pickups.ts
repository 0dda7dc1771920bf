import { listOf } from '../../domain/common';
import { zPickup, type PickupBody } from '../../domain/pickups';
import { api } from './client';

export const pickupsApi = {
  /** Every pickup without a search: the order form keeps the whole list on the device. */
  list: (search = '') => api.get('/pickups', listOf(zPickup), { search: search || undefined }),
  create: (body: PickupBody) => api.post('/pickups', zPickup, body),
  update: (id: number, body: PickupBody) => api.put(`/pickups/${id}`, zPickup, body),
};
