import { listOf, zIdParams, zPageQuery } from '../../../domain/common';
import { zAddToSheetResult, zCreateOrderBody, zOrder, zOrderRow, zOrdersPage, zOrdersPageQuery, zUpdateOrderBody } from '../../../domain/orders';
import { zCustomerOrdersPage } from '../../../domain/users';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { keepClientsNamed } from './client-names';
import {
  createOrder,
  deleteOrder,
  getOrderForViewer,
  listCustomerOrders,
  listOrdersPage,
  pageCustomerOrders,
  setOrderCompleted,
  toggleAddToSheet,
  updateOrder,
} from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const activity = (action: string) => ({ activity: { action, entity: 'order' } });
const tags = ['orders'];

export const ordersRoutes: AreaPlugin = async (app, { deps }) => {
  const findClientsNamed = keepClientsNamed(deps.usersChanges);
  app.get('/orders/paginated', {
    schema: { tags, querystring: zOrdersPageQuery, response: { 200: zOrdersPage, ...errors } },
    handler: async (request) => listOrdersPage(request.db, request.query, findClientsNamed),
  });

  app.get('/orders/:id', {
    schema: { tags, params: zIdParams, response: { 200: zOrder, ...errors } },
    handler: async (request) => getOrderForViewer(request.db, request.user!, request.params.id),
  });

  app.post('/orders', {
    schema: { tags, body: zCreateOrderBody, response: { 201: zOrder, ...errors } },
    config: activity('Created order'),
    handler: async (request, reply) => reply.code(201).send(await createOrder(request.db, request.user!, request.body)),
  });

  app.put('/orders/:id', {
    schema: { tags, params: zIdParams, body: zUpdateOrderBody, response: { 200: zOrder, ...errors } },
    config: activity('Updated order'),
    handler: async (request) => updateOrder(request.db, request.user!, request.params.id, request.body),
  });

  app.delete('/orders/:id', {
    schema: { tags, params: zIdParams, response: { 200: zOrder, ...errors } },
    config: activity('Deleted order'),
    handler: async (request) => deleteOrder(request.db, request.user!, request.params.id),
  });

  app.post('/orders/:id/open', {
    schema: { tags, params: zIdParams, response: { 200: zOrder, ...errors } },
    config: activity('Opened order'),
    handler: async (request) => setOrderCompleted(request.db, request.user!, request.params.id, false),
  });

  app.post('/orders/:id/close', {
    schema: { tags, params: zIdParams, response: { 200: zOrder, ...errors } },
    config: activity('Closed order'),
    handler: async (request) => setOrderCompleted(request.db, request.user!, request.params.id, true),
  });

  app.post('/orders/:id/add-to-sheet', {
    schema: { tags, params: zIdParams, response: { 200: zAddToSheetResult, ...errors } },
    config: activity('Toggled order on sheet'),
    handler: async (request) => toggleAddToSheet(request.db, request.params.id),
  });

  app.get('/users/:id/orders', {
    schema: { tags, params: zIdParams, response: { 200: listOf(zOrderRow), ...errors } },
    handler: async (request) => ({ data: await listCustomerOrders(request.db, request.params.id) }),
  });

  app.get('/users/:id/orders/list', {
    schema: { tags, params: zIdParams, querystring: zPageQuery, response: { 200: zCustomerOrdersPage, ...errors } },
    handler: async (request) => pageCustomerOrders(request.db, request.params.id, request.query.page),
  });
};
