import { listOf } from '../../domain/common';
import { taxesListLimit, zTax, zTaxList, type SortDirection, type TaxBody, type TaxSortColumn } from '../../domain/taxes';
import { api } from './client';

export type TaxListQuery = { search: string; sort: TaxSortColumn; direction: SortDirection };

export const taxesApi = {
  /** For pickers: matches description or tariff code, case-insensitively, by description. */
  list: (search: string, limit: number = taxesListLimit) => api.get('/taxes', listOf(zTax), { search, limit }),
  /** The Duty & Tariffs screen: the first 50 matches in the order asked for, and how many match in all. */
  find: (query: TaxListQuery) => api.get('/taxes', zTaxList, { ...query, limit: taxesListLimit }),
  create: (body: TaxBody) => api.post('/taxes', zTax, body),
  update: (id: number, body: TaxBody) => api.put(`/taxes/${id}`, zTax, body),
  remove: (id: number) => api.delete(`/taxes/${id}`, zTax),
};
