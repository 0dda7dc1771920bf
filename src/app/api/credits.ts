import { zCredit, zCreditsPage, type CreditBody } from '../../domain/credits';
import { request, api } from './client';

/** The CSV of the payments a search matches, as ReportActions downloads it. */
export const creditsCsvPath = (search: string) => (search ? `/credits.csv?${new URLSearchParams({ search }).toString()}` : '/credits.csv');

/** CC payments (finance spec §7). */
export const creditsApi = {
  list: (query: { page: number; search: string }) => api.get('/credits', zCreditsPage, query),
  get: (id: number) => api.get(`/credits/${id}`, zCredit),
  /** One key per press of Submit, kept for its retries, so a resent request records one payment. */
  create: (body: CreditBody, idempotencyKey: string) => request('POST', '/credits', { schema: zCredit, body, idempotencyKey }),
};
