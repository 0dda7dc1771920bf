import { zEodDetail, zEodReport, zEodReportsPage, zEodV2Detail, type EodKind, type EodReportBody } from '../../domain/eod';
import { api, request } from './client';

/** 'eod' reports live at /reports, the accounts office's own at /reports/acc (finance spec §7). */
const reportsPath = (kind: EodKind) => (kind === 'acc' ? '/reports/acc' : '/reports');

/** End-of-day reports and their details (finance spec §7 Reports). */
export const eodApi = {
  reports: (kind: EodKind, page: number) => api.get(reportsPath(kind), zEodReportsPage, { page }),
  /** One key per press of Save, kept for its retries, so a resent create makes one report. */
  create: (kind: EodKind, data: EodReportBody['data'], idempotencyKey: string) =>
    request('POST', reportsPath(kind), { schema: zEodReport, body: { data }, idempotencyKey }),
  /** The full detail (admin) or the accounts office's: totals, reconciliation and the day's transactions. */
  detail: (kind: EodKind, reportId: number) => api.get(kind === 'acc' ? '/transactions/daily/acc' : '/transactions/daily', zEodDetail, { reportId }),
  detailV2: (reportId: number) => api.get('/transactions/daily/v2', zEodV2Detail, { reportId }),
};

/** The CSV of every report of a kind, not only the page shown. */
export const reportsCsvPath = (kind: EodKind) => `${reportsPath(kind)}.csv`;

/** The CSV of a report's transactions table. */
export const transactionsCsvPath = (kind: EodKind, reportId: number) =>
  `${kind === 'acc' ? '/transactions/daily/acc' : '/transactions/daily'}.csv?reportId=${reportId}`;
