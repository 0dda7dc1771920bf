import type { AuthUser } from '../../../domain/auth';
import { toCsv } from '../../../domain/csv';
import { eodMessages, eodReportsPageSize, kindOfView, mayReadCash, type EodDetail, type EodKind, type EodReportBody, type EodReportsPage, type EodV2Detail, type EodView } from '../../../domain/eod';
import { centsToDollars, parseCents } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/app-error';
import { businessDateTime, businessToday } from '../../time';
import { lastPage, pageOffset } from '../paging';
import { dayCredits, dayInvoiceLines, dayPayments, dayTransactions, paymentsByDay } from './daily-queries';
import { eodDifferenceCents, presentMeta, presentReport, presentTransaction, type DayMoney } from './present';
import { countEodReports, eodReportsPage, findEodReport, insertEodReport, type EodReportRecord } from './queries';

export const createEodReport = async (db: Db, user: AuthUser, kind: EodKind, data: EodReportBody['data']) => {
  // A day is counted once it has begun; a report for a later day would add up payments not taken yet.
  if (data.date > businessToday()) throw invalid({ 'data.date': eodMessages.dateInFuture });
  const id = await insertEodReport(db, {
    kind,
    reportDate: data.date,
    beginningCents: parseCents(data.beginning),
    endingCents: data.ending === undefined ? null : parseCents(data.ending),
    notes: data.notes ?? null,
    createdBy: user.id,
  });
  if (id === undefined) throw conflict(eodMessages.dateTaken(data.date));
  return presentReport((await findEodReport(db, kind, id))!);
};

export const listEodReports = async (db: Db, kind: EodKind, page: number): Promise<EodReportsPage> => {
  const [rows, total] = await Promise.all([eodReportsPage(db, kind, eodReportsPageSize, pageOffset(page, eodReportsPageSize)), countEodReports(db, kind)]);
  return { data: rows.map(presentReport), meta: { current_page: page, last_page: lastPage(total, eodReportsPageSize), total } };
};

const money = (value: number | null) => (value === null ? null : centsToDollars(value).toFixed(2));

export const eodReportsCsv = async (db: Db, kind: EodKind) =>
  toCsv(
    ['ID', 'Date', 'Beginning', 'Ending', 'Notes', 'Created by'],
    (await eodReportsPage(db, kind)).map((row) => [row.id, row.reportDate, money(row.beginningCents), money(row.endingCents), row.notes, row.createdBy]),
  );

const reportOf = async (db: Db, view: EodView, reportId: number) => {
  const report = await findEodReport(db, kindOfView(view), reportId);
  if (!report) throw notFound('End-of-day report');
  return report;
};

// One after another: a request's queries share one connection, so "in parallel" would only queue.
const dayMoney = async (db: Db, date: string): Promise<DayMoney> => {
  const payments = await dayPayments(db, date);
  const lines = await dayInvoiceLines(db, date);
  const credits = await dayCredits(db, date);
  return { payments, lines, credits };
};

const fullDetail = async (db: Db, report: EodReportRecord, showCash: boolean): Promise<EodDetail> => {
  const day = await dayMoney(db, report.reportDate);
  const difference = showCash ? eodDifferenceCents(report, day.payments) : null;
  return {
    report: presentReport(report),
    meta: { ...presentMeta(report, day, showCash), vat_total: centsToDollars(day.lines.vat), eod_difference: difference === null ? null : centsToDollars(difference) },
    data: (await dayTransactions(db, report.reportDate)).map(presentTransaction),
  };
};

/** The full view (admin) and the accounts office's: every total, the VAT total, the difference and the day's transactions. */
export const eodDetail = async (db: Db, viewer: AuthUser, view: 'full' | 'acc', reportId: number) =>
  fullDetail(db, await reportOf(db, view, reportId), mayReadCash(viewer.account_type));

/** EOD v2: the totals without the transactions, the VAT total and the difference (finance spec §2). */
export const eodV2Detail = async (db: Db, viewer: AuthUser, reportId: number): Promise<EodV2Detail> => {
  const report = await reportOf(db, 'v2', reportId);
  return { report: presentReport(report), meta: presentMeta(report, await dayMoney(db, report.reportDate), mayReadCash(viewer.account_type)) };
};

export const eodTransactionsCsv = async (db: Db, view: 'full' | 'acc', reportId: number) => {
  const report = await reportOf(db, view, reportId);
  const rows = await dayTransactions(db, report.reportDate);
  return toCsv(
    ['Transaction', 'Type', 'PnP', 'Branch', 'Invoice', 'Client', 'Levy', 'Duty', 'Shipping', 'VAT', 'Processing', 'Value', 'Date (Nassau)'],
    rows.map((row) => [
      row.id, row.type, row.pnp, row.branch, row.invoicePseudoId, row.client, money(row.levyCents), money(row.dutyCents), money(row.shippingCents),
      money(row.vatCents), money(row.processingCents), money(row.amountCents), businessDateTime(row.createdAt),
    ]),
  );
};

/** Payments of a range of Nassau days by day, type and branch (the admin dashboard's revenue), in cents. */
export const paymentTotalsByDay = (db: Db, first: string, last: string) => paymentsByDay(db, first, last);
