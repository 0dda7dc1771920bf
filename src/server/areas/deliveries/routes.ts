import { zIdParams } from '../../../domain/common';
import { zDeliveredBody, zDeliveriesPage, zDeliveriesQuery, zDelivery } from '../../../domain/deliveries';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { deliverDelivery, listDeliveries } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['deliveries'];

export const deliveriesRoutes: AreaPlugin = async (app) => {
  app.get('/deliveries', {
    schema: { tags, querystring: zDeliveriesQuery, response: { 200: zDeliveriesPage, ...errors } },
    handler: async (request) => listDeliveries(request.db, request.query),
  });

  app.post('/deliveries/:id/delivered', {
    schema: { tags, params: zIdParams, body: zDeliveredBody.nullish(), response: { 200: zDelivery, ...errors } },
    config: { activity: { action: 'Delivered', entity: 'delivery' } },
    handler: async (request) => deliverDelivery(request.db, request.user!, request.params.id, request.body),
  });
};
