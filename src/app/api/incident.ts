import { zIncorrectInvoicesPage, zRecheckResult } from '../../domain/incident';
import { api } from './client';

export type IncidentQuery = { from?: string; to?: string; page: number };

/** The Incident Report (finance spec §7): incorrect invoices of a range, and a re-check of named ones. */
export const incidentApi = {
  incorrect: (query: IncidentQuery) => api.get('/invoices/incorrect', zIncorrectInvoicesPage, query),
  recheck: (ids: string) => api.get('/invoices/upload', zRecheckResult, { ids }),
};
