import { listOf, zErrorBody, zIdParams } from '../../../domain/common';
import { zTax, zTaxBody, zTaxesQuery } from '../../../domain/taxes';
import type { AreaPlugin } from '../plugin';
import { createTax, deleteTax, editTax, listTaxes } from './service';

const errors = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody, 409: zErrorBody };
const activity = (action: string) => ({ activity: { action, entity: 'tax' } });

export const taxesRoutes: AreaPlugin = async (app) => {
  app.get('/taxes', {
    schema: { tags: ['taxes'], security: [], querystring: zTaxesQuery, response: { 200: listOf(zTax), 400: zErrorBody } },
    handler: async (request) => ({ data: await listTaxes(request.db, request.query.search, request.query.limit) }),
  });

  app.post('/taxes', {
    schema: { tags: ['taxes'], body: zTaxBody, response: { 201: zTax, ...errors } },
    config: activity('Created tax category'),
    handler: async (request, reply) => reply.code(201).send(await createTax(request.db, request.body)),
  });

  app.put('/taxes/:id', {
    schema: { tags: ['taxes'], params: zIdParams, body: zTaxBody, response: { 200: zTax, ...errors } },
    config: activity('Updated tax category'),
    handler: async (request) => editTax(request.db, request.params.id, request.body),
  });

  app.delete('/taxes/:id', {
    schema: { tags: ['taxes'], params: zIdParams, response: { 200: zTax, ...errors } },
    config: activity('Deleted tax category'),
    handler: async (request) => deleteTax(request.db, request.params.id),
  });
};
