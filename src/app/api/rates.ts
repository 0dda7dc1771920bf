import { listOf } from '../../domain/common';
import { zRateVersion, type RateBody } from '../../domain/rates';
import { api } from './client';

export const ratesApi = {
  /** Every version of every rate, past, in force and upcoming. */
  list: () => api.get('/rates', listOf(zRateVersion)),
  create: (body: RateBody) => api.post('/rates', zRateVersion, body),
  remove: (id: number) => api.delete(`/rates/${id}`, zRateVersion),
};
