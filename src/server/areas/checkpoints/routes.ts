import { zCheckpoint, zCheckpointBody } from '../../../domain/checkpoints';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { createCheckpoint, deleteCheckpoint, editCheckpoint, listCheckpoints } from './service';

const checkpoints = editableList({ tag: 'checkpoints', entity: 'checkpoint', item: zCheckpoint, body: zCheckpointBody });

export const checkpointsRoutes: AreaPlugin = async (app) => {
  app.get('/checkpoints', {
    schema: checkpoints.list,
    handler: async (request) => ({ data: await listCheckpoints(request.db) }),
  });

  app.post('/checkpoints', {
    schema: checkpoints.create,
    config: checkpoints.activity('Created checkpoint'),
    handler: async (request, reply) => reply.code(201).send(await createCheckpoint(request.db, request.body)),
  });

  app.put('/checkpoints/:id', {
    schema: checkpoints.update,
    config: checkpoints.activity('Updated checkpoint'),
    handler: async (request) => editCheckpoint(request.db, request.params.id, request.body),
  });

  app.delete('/checkpoints/:id', {
    schema: checkpoints.remove,
    config: checkpoints.activity('Deleted checkpoint'),
    handler: async (request) => deleteCheckpoint(request.db, request.params.id),
  });
};
