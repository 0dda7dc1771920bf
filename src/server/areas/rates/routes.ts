import { listOf, zErrorBody, zIdParams } from '../../../domain/common';
import { zRateBody, zRateVersion } from '../../../domain/rates';
import { businessToday } from '../../time';
import type { AreaPlugin } from '../plugin';
import { addRate, listRates, removeRate } from './service';

const errors = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody, 409: zErrorBody };
const activity = (action: string) => ({ activity: { action, entity: 'rate' } });

export const ratesRoutes: AreaPlugin = async (app) => {
  app.get('/rates', {
    schema: { tags: ['rates'], response: { 200: listOf(zRateVersion), 401: zErrorBody, 403: zErrorBody } },
    handler: async (request) => ({ data: await listRates(request.db) }),
  });

  app.post('/rates', {
    schema: { tags: ['rates'], body: zRateBody, response: { 201: zRateVersion, ...errors } },
    config: activity('Added rate version'),
    handler: async (request, reply) => reply.code(201).send(await addRate(request.db, request.body, request.user?.id ?? null)),
  });

  app.delete('/rates/:id', {
    schema: { tags: ['rates'], params: zIdParams, response: { 200: zRateVersion, ...errors } },
    config: activity('Removed rate version'),
    handler: async (request) => removeRate(request.db, request.params.id, businessToday()),
  });
};
