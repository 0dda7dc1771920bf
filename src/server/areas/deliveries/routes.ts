import { zIdParams } from '../../../domain/common';
import { deliveriesPageSize, zDeliveredBody, zDeliveriesPage, zDeliveriesQuery, zDelivery } from '../../../domain/deliveries';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { deliverDelivery, listDeliveries } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['deliveries'];
const activity = activityOn('delivery');

export const deliveriesRoutes: AreaPlugin = async (app) => {
  app.get('/deliveries', {
    schema: {
      tags,
      operationId: 'listDeliveries',
      summary: 'List deliveries',
      description:
        `${deliveriesPageSize} a page. Undelivered first, soonest day and time window first (overdue ones lead), then delivered ones, latest day first. \`search\` matches part of the customer's name or of the directions, and a number also the Dept # or an order id; \`date\` is one Nassau business day.`,
      querystring: zDeliveriesQuery,
      response: { 200: zDeliveriesPage, ...errors },
    },
    handler: async (request) => listDeliveries(request.db, request.query),
  });

  app.post('/deliveries/:id/delivered', {
    schema: {
      tags,
      operationId: 'markDelivered',
      summary: 'Mark a delivery delivered',
      description:
        'Records the time (`delivered_at`, the device\'s time of the tick, else now) and the caller as the driver, once: a later tick, by anyone, changes nothing and answers the delivery as first recorded. A time more than a minute ahead of the server is a 400 on `delivered_at`.',
      params: zIdParams,
      body: zDeliveredBody.nullish(),
      response: { 200: zDelivery, ...errors },
    },
    config: activity('Delivered'),
    handler: async (request) => deliverDelivery(request.db, request.user!, request.params.id, request.body),
  });
};
