import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { zIdParams } from '../../../domain/common';
import { oldReportPageSize, zApprovedForSale, zOldOrdersPage, zOldReportCsvQuery, zOldReportQuery } from '../../../domain/old-orders';
import { keepClientsNamed } from '../../db/client-names';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { listOldOrders, listOldPackages, oldOrdersCsv, oldPackagesCsv } from './report-service';
import { approveForSale } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('order');
const tags = ['reports'];
const searchText = '`search` is an order id, a package barcode (its order) or part of the client\'s name.';
const pageText = `${oldReportPageSize} orders a page with \`meta.total\` orders in all.`;

const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);

export const oldOrdersRoutes: AreaPlugin = async (app, { deps }) => {
  const findClientsNamed = keepClientsNamed(deps.usersChanges);

  app.get('/packages/old', {
    schema: {
      tags,
      operationId: 'listOldPackages',
      summary: 'Old packages report',
      description: `Orders, not deleted nor approved for sale, with packages at a pickup counter for the admin's setting \`reports.old_package_days\` or longer, oldest waiting first; \`package_count\` counts those packages and \`since\` is when the first of them got there. ${pageText} ${searchText}`,
      querystring: zOldReportQuery,
      response: { 200: zOldOrdersPage, ...errors },
    },
    handler: async (request) => listOldPackages(request.db, request.query, findClientsNamed),
  });

  app.get('/packages/old.csv', {
    schema: {
      tags,
      operationId: 'getOldPackagesCsv',
      summary: 'Download the old packages report as CSV',
      description: `Every order of the report, for a spreadsheet. ${searchText}`,
      querystring: zOldReportCsvQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => sendCsv(reply, 'old-packages.csv', await oldPackagesCsv(request.db, request.query.search, findClientsNamed)),
  });

  app.get('/orders/old', {
    schema: {
      tags,
      operationId: 'listOldOrders',
      summary: 'Old orders report',
      description: `Orders, not deleted nor approved for sale, recorded the admin's setting \`reports.old_order_days\` or more days ago with a package not yet out for delivery or delivered, oldest first; \`package_count\` is all the order's packages. ${pageText} ${searchText}`,
      querystring: zOldReportQuery,
      response: { 200: zOldOrdersPage, ...errors },
    },
    handler: async (request) => listOldOrders(request.db, request.query, findClientsNamed),
  });

  app.get('/orders/old.csv', {
    schema: {
      tags,
      operationId: 'getOldOrdersCsv',
      summary: 'Download the old orders report as CSV',
      description: `Every order of the report, for a spreadsheet. ${searchText}`,
      querystring: zOldReportCsvQuery,
      produces: ['text/csv'],
      response: { 200: z.string(), ...errors },
    },
    handler: async (request, reply) => sendCsv(reply, 'old-orders.csv', await oldOrdersCsv(request.db, request.query.search, findClientsNamed)),
  });

  app.post('/orders/:id/approve-for-sale', {
    schema: {
      tags,
      operationId: 'approveOrderForSale',
      summary: 'Approve an order for sale',
      description: 'Lists the order for sale, which takes it off both reports; approving it again answers the first approval and changes nothing. 404 for a deleted or unknown order, 409 when its invoice is paid.',
      params: zIdParams,
      response: { 200: zApprovedForSale, ...errors },
    },
    config: activity('Approved order for sale'),
    handler: async (request) => approveForSale(request.db, request.user!, request.params.id),
  });
};
