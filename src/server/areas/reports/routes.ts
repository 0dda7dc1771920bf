import { z } from 'zod';
import { zPageQuery } from '../../../domain/common';
import {
  reportsPageSize,
  zClientReport,
  zClientReportCsvQuery,
  zClientReportQuery,
  zDeliveredNoInvoicePage,
  zEditedOrdersCounts,
  zEditedOrdersQuery,
  zUnpaidInvoicesPage,
} from '../../../domain/reports';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import {
  clientOrderReport,
  clientOrderSpreadsheet,
  countNewAndEditedOrders,
  deliveredWithoutInvoiceSpreadsheet,
  listDeliveredWithoutInvoice,
  listUnpaidInvoices,
  unpaidInvoicesSpreadsheet,
} from './service';

const errors = errorResponses(400, 401, 403);
const tags = ['reports'];
const csvAnswer = { produces: ['text/csv'], response: { 200: z.string(), ...errors } };
// No screen re-fetches a report straight after a write of its own, and the app shows most of them from its cache for 30 s anyway: a replica's lag of a moment is well within that (docs/decisions.md).
const config = { reads: 'replica' } as const;
const clientRange = 'Start and end are Nassau business days, both included (defaults 2019-01-01 and 2019-02-28); an end before the start is 400 on end_date.';

/** Admin reports (finance spec §2, §7). Static paths such as /invoices/unpaid win over /invoices/:id in Fastify's router. */
export const reportsRoutes: AreaPlugin = async (app) => {
  app.get('/reports/orders/edited', {
    schema: {
      tags,
      operationId: 'countNewAndEditedOrders',
      summary: 'Count new and edited orders of a day',
      description: 'Live orders created on the Nassau business day `date`, and live orders whose last edit fell on it.',
      querystring: zEditedOrdersQuery,
      response: { 200: zEditedOrdersCounts, ...errors },
    },
    config,
    handler: async (request) => countNewAndEditedOrders(request.db, request.query.date),
  });

  app.get('/invoices/unpaid', {
    schema: {
      tags,
      operationId: 'listUnpaidInvoices',
      summary: 'List invoices not yet paid',
      description: `Unpaid and approved invoices, newest first, ${reportsPageSize} a page.`,
      querystring: zPageQuery,
      response: { 200: zUnpaidInvoicesPage, ...errors },
    },
    config,
    handler: async (request) => listUnpaidInvoices(request.db, request.query.page),
  });

  app.get('/invoices/unpaid.csv', {
    schema: { tags, operationId: 'getUnpaidInvoicesCsv', summary: 'Download every invoice not yet paid as CSV', description: 'Every row of the report, not one page.', ...csvAnswer },
    config,
    handler: async (request, reply) => reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="unpaid-invoices.csv"').send(await unpaidInvoicesSpreadsheet(request.db)),
  });

  app.get('/reports/orders-by-clients', {
    schema: {
      tags,
      operationId: 'getClientOrderReport',
      summary: 'Report the clients with orders in a range of days',
      description: `Clients with live orders created in the range, most orders first, ${reportsPageSize} a page; meta totals the whole range. ${clientRange}`,
      querystring: zClientReportQuery,
      response: { 200: zClientReport, ...errors },
    },
    config,
    handler: async (request) => clientOrderReport(request.db, request.query),
  });

  app.get('/reports/orders-by-clients.csv', {
    schema: {
      tags,
      operationId: 'getClientOrderReportCsv',
      summary: 'Download the client order report as CSV',
      description: `Every client of the range, not one page. ${clientRange}`,
      querystring: zClientReportCsvQuery,
      ...csvAnswer,
    },
    config,
    handler: async (request, reply) => {
      const { start_date: start, end_date: end } = request.query;
      const csv = await clientOrderSpreadsheet(request.db, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="client-orders-${start}-to-${end}.csv"`).send(csv);
    },
  });

  app.get('/orders/delivered/no-invoice', {
    schema: {
      tags,
      operationId: 'listDeliveredOrdersWithoutInvoice',
      summary: 'List delivered orders that have no invoice',
      description: `Live orders with a package at Delivered (checkpoint 23) and no invoice, newest delivery first, ${reportsPageSize} a page.`,
      querystring: zPageQuery,
      response: { 200: zDeliveredNoInvoicePage, ...errors },
    },
    config,
    handler: async (request) => listDeliveredWithoutInvoice(request.db, request.query.page),
  });

  app.get('/orders/delivered/no-invoice.csv', {
    schema: { tags, operationId: 'getDeliveredOrdersWithoutInvoiceCsv', summary: 'Download the delivered orders without invoice as CSV', description: 'Every row of the report, not one page.', ...csvAnswer },
    config,
    handler: async (request, reply) =>
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="delivered-without-invoice.csv"').send(await deliveredWithoutInvoiceSpreadsheet(request.db)),
  });
};
