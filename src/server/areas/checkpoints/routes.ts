import { listOf, zErrorBody, zIdParams } from '../../../domain/common';
import { zCheckpoint, zCheckpointBody } from '../../../domain/checkpoints';
import type { AreaPlugin } from '../plugin';
import { createCheckpoint, deleteCheckpoint, editCheckpoint, listCheckpoints } from './service';

const errors = { 400: zErrorBody, 401: zErrorBody, 403: zErrorBody, 404: zErrorBody, 409: zErrorBody };
const activity = (action: string) => ({ activity: { action, entity: 'checkpoint' } });

export const checkpointsRoutes: AreaPlugin = async (app) => {
  app.get('/checkpoints', {
    schema: { tags: ['checkpoints'], response: { 200: listOf(zCheckpoint), 401: zErrorBody, 403: zErrorBody } },
    handler: async (request) => ({ data: await listCheckpoints(request.db) }),
  });

  app.post('/checkpoints', {
    schema: { tags: ['checkpoints'], body: zCheckpointBody, response: { 201: zCheckpoint, ...errors } },
    config: activity('Created checkpoint'),
    handler: async (request, reply) => reply.code(201).send(await createCheckpoint(request.db, request.body)),
  });

  app.put('/checkpoints/:id', {
    schema: { tags: ['checkpoints'], params: zIdParams, body: zCheckpointBody, response: { 200: zCheckpoint, ...errors } },
    config: activity('Updated checkpoint'),
    handler: async (request) => editCheckpoint(request.db, request.params.id, request.body),
  });

  app.delete('/checkpoints/:id', {
    schema: { tags: ['checkpoints'], params: zIdParams, response: { 200: zCheckpoint, ...errors } },
    config: activity('Deleted checkpoint'),
    handler: async (request) => deleteCheckpoint(request.db, request.params.id),
  });
};
