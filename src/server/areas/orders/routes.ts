import { listOf, zIdParams, zPageQuery } from '../../../domain/common';
import { listCountCap, ordersPageSize, zAddToSheetResult, zCreateOrderBody, zOrder, zOrderRow, zOrdersPage, zOrdersPageQuery, zUpdateOrderBody } from '../../../domain/orders';
import { zOrderHistoryPage } from '../../../domain/order-history';
import { errorResponses } from '../../http/error-responses';
import { mailAfterCommit } from '../../mail/after-commit';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { keepClientsNamed } from '../../db/client-names';
import { pageOrderHistory } from './history-service';
import { customerHistoryLimit } from './list-service';
import {
  createOrder,
  deleteOrder,
  getOrderForViewer,
  listCustomerOrders,
  listOrdersPage,
  setOrderCompleted,
  toggleAddToSheet,
  updateOrder,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = activityOn('order');
const tags = ['orders'];

export const ordersRoutes: AreaPlugin = async (app, { deps }) => {
  const findClientsNamed = keepClientsNamed(deps.usersChanges);
  const mail = { mailer: deps.mailer, background: deps.background, db: deps.database.db };
  app.get('/orders/paginated', {
    schema: {
      tags,
      operationId: 'listOrders',
      summary: 'List orders',
      description:
        `${ordersPageSize} a page, newest first (oldest first with \`direction=asc\`), paged by Previous/Next (\`meta.has_next\`); \`meta.count\` counts the matches up to ${listCountCap} (\`meta.count_capped\` when there are more). \`search\` of digits is an order id or an invoice id, an invoice number ('26-000123', leading zeros optional) finds its order, anything else is part of the customer's name; \`start\` and \`end\` are Nassau business days, both included; \`checkpoint\` keeps orders with a package there. \`additional\` counts the orders created and edited today.`,
      querystring: zOrdersPageQuery,
      response: { 200: zOrdersPage, ...errors },
    },
    handler: async (request) => listOrdersPage(request.db, request.query, findClientsNamed),
  });

  app.get('/orders/:id', {
    schema: {
      tags,
      operationId: 'getOrder',
      summary: 'Read an order',
      description:
        'The order with its packages, items, invoice files and invoice (`invoice_id`, `invoice_pseudo_id`, `invoice_paid`), and for staff its images. Invoice files that staff uploaded (origin Manual) are listed only for special staff.',
      params: zIdParams,
      response: { 200: zOrder, ...errors },
    },
    handler: async (request) => getOrderForViewer(request.db, request.user!, request.params.id),
  });

  app.post('/orders', {
    schema: {
      tags,
      operationId: 'createOrder',
      summary: 'Record an order',
      description:
        "An order for `data.customer` with its packages, each given its barcode. `workerID`, when sent, must be the caller's own id (403). An unknown customer, pickup or tax category is a 400 on that field. The customer is mailed that the order was received in Miami (unless they turned such mail off), once: a replay mails nobody.",
      body: zCreateOrderBody,
      response: { 201: zOrder, ...errors },
    },
    config: activity('Created order'),
    handler: async (request, reply) => {
      const { order, mails } = await createOrder(request.db, request.user!, request.body, deps.config.publicUrl);
      mailAfterCommit(request, mail, mails);
      return reply.code(201).send(order);
    },
  });

  app.put('/orders/:id', {
    schema: {
      tags,
      operationId: 'updateOrder',
      summary: 'Change an order',
      description:
        'Replaces the order and its packages: a package with an id is updated in place and keeps its barcode, a new one is added, one left out is removed with its items. The customer cannot change, and only special staff may lower the shipping method (400). 409 when a package to remove has tracking history or is priced on the order\'s invoice, or when the invoice is paid.',
      params: zIdParams,
      body: zUpdateOrderBody,
      response: { 200: zOrder, ...errors },
    },
    config: activity('Updated order'),
    handler: async (request) => updateOrder(request.db, request.user!, request.params.id, request.body),
  });

  app.delete('/orders/:id', {
    schema: {
      tags,
      operationId: 'deleteOrder',
      summary: 'Delete an order',
      description: 'Answers the order as it was. Its rows stay for the audit trail, but no list or read shows it, or its unpaid invoice, any more; that invoice leaves every cart. 409 when its invoice is paid.',
      params: zIdParams,
      response: { 200: zOrder, ...errors },
    },
    config: activity('Deleted order'),
    handler: async (request) => deleteOrder(request.db, request.user!, request.params.id),
  });

  app.post('/orders/:id/open', {
    schema: { tags, operationId: 'openOrder', summary: 'Reopen an order', description: 'Marks the order not completed.', params: zIdParams, response: { 200: zOrder, ...errors } },
    config: activity('Opened order'),
    handler: async (request) => setOrderCompleted(request.db, request.user!, request.params.id, false),
  });

  app.post('/orders/:id/close', {
    schema: { tags, operationId: 'closeOrder', summary: 'Close an order', description: 'Marks the order completed.', params: zIdParams, response: { 200: zOrder, ...errors } },
    config: activity('Closed order'),
    handler: async (request) => setOrderCompleted(request.db, request.user!, request.params.id, true),
  });

  app.post('/orders/:id/add-to-sheet', {
    schema: {
      tags,
      operationId: 'toggleOrderOnSheet',
      summary: 'Put an order on the sheet, or take it off',
      description: "Flips the order's add-to-sheet flag and answers the new value.",
      params: zIdParams,
      response: { 200: zAddToSheetResult, ...errors },
    },
    config: activity('Toggled order on sheet'),
    handler: async (request) => toggleAddToSheet(request.db, request.params.id),
  });

  app.get('/users/:id/orders', {
    schema: {
      tags,
      operationId: 'listCustomerOrders',
      summary: "List a customer's orders",
      description: `The customer's latest ${customerHistoryLimit} orders, newest first, for their dashboard; older ones are in the paged list. 404 when the id is not a customer's.`,
      params: zIdParams,
      response: { 200: listOf(zOrderRow), ...errors },
    },
    handler: async (request) => ({ data: await listCustomerOrders(request.db, request.params.id) }),
  });

  app.get('/users/:id/orders/list', {
    schema: {
      tags,
      operationId: 'pageCustomerOrders',
      summary: "Page through a customer's orders",
      description:
        "10 a page, newest first, with `meta.pagination`: for the Customers screen's dialog and the client dashboard's Order History, so each order comes with its invoice's number and each package with its current checkpoint and the checkpoints it passed, newest first (repeat scans left out). 404 when the id is not a customer's.",
      params: zIdParams,
      querystring: zPageQuery,
      response: { 200: zOrderHistoryPage, ...errors },
    },
    handler: async (request) => pageOrderHistory(request.db, request.params.id, request.query.page),
  });
};
