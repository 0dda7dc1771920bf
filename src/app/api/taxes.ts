import { listOf } from '../../domain/common';
import { taxesListLimit, zTax, type TaxBody } from '../../domain/taxes';
import { api } from './client';

export const taxesApi = {
  /** Matches description or tariff code, case-insensitively; the Duty & Tariffs screen shows at most 50. */
  list: (search: string, limit: number = taxesListLimit) => api.get('/taxes', listOf(zTax), { search, limit }),
  create: (body: TaxBody) => api.post('/taxes', zTax, body),
  update: (id: number, body: TaxBody) => api.put(`/taxes/${id}`, zTax, body),
  remove: (id: number) => api.delete(`/taxes/${id}`, zTax),
};
