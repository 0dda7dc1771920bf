import { z } from 'zod';
import { zDailyQuery, zEodDetail, zEodReport, zEodReportBody, zEodReportsPage, zEodReportsQuery, zEodV2Detail, type EodKind } from '../../../domain/eod';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { createEodReport, eodDetail, eodReportsCsv, eodTransactionsCsv, eodV2Detail, listEodReports } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('eod_report');
const tags = ['end of day'];
const csvType = 'text/csv; charset=utf-8';
const attachment = (name: string) => `attachment; filename="${name}"`;

/** The end-of-day reports (full and v2 views) and the accounts office's own, on their two paths. */
const reportLists = [
  { kind: 'eod', path: '/reports', name: 'EodReports', who: 'End-of-day reports, read by the full and v2 views' },
  { kind: 'acc', path: '/reports/acc', name: 'AccountsEodReports', who: "The accounts office's end-of-day reports" },
] as const satisfies readonly { kind: EodKind; path: string; name: string; who: string }[];

export const eodRoutes: AreaPlugin = async (app) => {
  for (const list of reportLists) {
    app.get(list.path, {
      schema: { tags, operationId: `list${list.name}`, summary: `List ${list.who.toLowerCase()}`, description: 'Newest report date first, 20 a page.', querystring: zEodReportsQuery, response: { 200: zEodReportsPage, ...errors } },
      handler: async (request) => listEodReports(request.db, list.kind, request.query.page),
    });

    // A download of every report, never re-fetched by a screen after a save. The list and the
    // details are read straight after a report is saved (the list is invalidated, the new report
    // opens), so they stay on the primary.
    app.get(`${list.path}.csv`, {
      config: { reads: 'replica' },
      schema: { tags, operationId: `list${list.name}Csv`, summary: `Download ${list.who.toLowerCase()} as CSV`, description: 'Every report, newest first.', produces: ['text/csv'], response: { 200: z.string(), ...errors } },
      handler: async (request, reply) => reply.type(csvType).header('content-disposition', attachment(`${list.kind}-reports.csv`)).send(await eodReportsCsv(request.db, list.kind)),
    });

    app.post(list.path, {
      schema: {
        tags,
        operationId: `create${list.name.replace(/s$/, '')}`,
        summary: `Add ${list.kind === 'eod' ? 'an end-of-day' : "an accounts office's end-of-day"} report`,
        description: 'Dollars; one report a business day (409 for a second), and not for a day after today in Nassau.',
        body: zEodReportBody,
        response: { 201: zEodReport, ...errors },
      },
      config: activity('Created end-of-day report'),
      handler: async (request, reply) => reply.code(201).send(await createEodReport(request.db, request.user!, list.kind, request.body.data)),
    });
  }

  const detailDescription =
    "Totals of the report's business day in Nassau: its payments by type and branch, the lines of the invoices they paid (each invoice once) and the CC payments recorded; the VAT total, the difference (ending − beginning − the day's cash) and the day's transactions. The cash figures and the difference are null for callers other than admins and the accounts office.";

  app.get('/transactions/daily', {
    schema: { tags, operationId: 'getEodDetail', summary: 'Read the full end-of-day detail', description: detailDescription, querystring: zDailyQuery, response: { 200: zEodDetail, ...errors } },
    handler: async (request) => eodDetail(request.db, request.user!, 'full', request.query.reportId),
  });

  app.get('/transactions/daily/v2', {
    schema: { tags, operationId: 'getEodV2Detail', summary: 'Read the v2 end-of-day detail', description: 'The totals of the full detail without the transactions, the VAT total and the difference.', querystring: zDailyQuery, response: { 200: zEodV2Detail, ...errors } },
    handler: async (request) => eodV2Detail(request.db, request.user!, request.query.reportId),
  });

  app.get('/transactions/daily/acc', {
    schema: { tags, operationId: 'getAccountsEodDetail', summary: "Read the accounts office's end-of-day detail", description: `${detailDescription} For a report of the accounts office.`, querystring: zDailyQuery, response: { 200: zEodDetail, ...errors } },
    handler: async (request) => eodDetail(request.db, request.user!, 'acc', request.query.reportId),
  });

  for (const [path, view, operationId] of [
    ['/transactions/daily.csv', 'full', 'getEodTransactionsCsv'],
    ['/transactions/daily/acc.csv', 'acc', 'getAccountsEodTransactionsCsv'],
  ] as const) {
    app.get(path, {
      schema: { tags, operationId, summary: "Download the report day's transactions as CSV", description: 'The transactions table of the detail, with Nassau times.', querystring: zDailyQuery, produces: ['text/csv'], response: { 200: z.string(), ...errors } },
      handler: async (request, reply) =>
        reply.type(csvType).header('content-disposition', attachment(`eod-${request.query.reportId}-transactions.csv`)).send(await eodTransactionsCsv(request.db, view, request.query.reportId)),
    });
  }
};
