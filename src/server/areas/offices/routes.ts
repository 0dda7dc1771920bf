import { listOf, zErrorBody, zIdParams } from '../../../domain/common';
import { zOffice, zOfficeBody } from '../../../domain/offices';
import type { AreaPlugin } from '../plugin';
import { createOffice, deleteOffice, editOffice, listOffices } from './service';

const errors = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody, 409: zErrorBody };
const activity = (action: string) => ({ activity: { action, entity: 'office' } });

export const officesRoutes: AreaPlugin = async (app) => {
  app.get('/offices', {
    schema: { tags: ['offices'], response: { 200: listOf(zOffice), 401: zErrorBody, 403: zErrorBody } },
    handler: async (request) => ({ data: await listOffices(request.db) }),
  });

  app.post('/offices', {
    schema: { tags: ['offices'], body: zOfficeBody, response: { 201: zOffice, ...errors } },
    config: activity('Created office'),
    handler: async (request, reply) => reply.code(201).send(await createOffice(request.db, request.body)),
  });

  app.put('/offices/:id', {
    schema: { tags: ['offices'], params: zIdParams, body: zOfficeBody, response: { 200: zOffice, ...errors } },
    config: activity('Updated office'),
    handler: async (request) => editOffice(request.db, request.params.id, request.body),
  });

  app.delete('/offices/:id', {
    schema: { tags: ['offices'], params: zIdParams, response: { 200: zOffice, ...errors } },
    config: activity('Deleted office'),
    handler: async (request) => deleteOffice(request.db, request.params.id),
  });
};
