import { zCheckpoint, zCheckpointBody } from '../../../domain/checkpoints';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { createCheckpoint, deleteCheckpoint, editCheckpoint, listCheckpoints } from './service';

const checkpoints = editableList({ tag: 'checkpoints', entity: 'checkpoint', item: zCheckpoint, body: zCheckpointBody });

export const checkpointsRoutes: AreaPlugin = async (app) => {
  app.get('/checkpoints', {
    schema: { ...checkpoints.list, operationId: 'listCheckpoints', summary: 'List checkpoints', description: 'Every checkpoint, by id.' },
    handler: async (request) => ({ data: await listCheckpoints(request.db) }),
  });

  app.post('/checkpoints', {
    schema: {
      ...checkpoints.create,
      operationId: 'createCheckpoint',
      summary: 'Add a checkpoint',
      description: 'Checkpoints that admins add are numbered from 100. `releases` makes it a release point, where packages of unpaid orders are refused (false when left out).',
    },
    config: checkpoints.activity('Created checkpoint'),
    handler: async (request, reply) => reply.code(201).send(await createCheckpoint(request.db, request.body)),
  });

  app.put('/checkpoints/:id', {
    schema: {
      ...checkpoints.update,
      operationId: 'updateCheckpoint',
      summary: 'Change a checkpoint',
      description: 'Replaces its name and contact details, and `releases` when sent (left out, it stays as it was, so an older client cannot turn a release point off); 12 and 17 may be renamed too.',
    },
    config: checkpoints.activity('Updated checkpoint'),
    handler: async (request) => editCheckpoint(request.db, request.params.id, request.body),
  });

  app.delete('/checkpoints/:id', {
    schema: {
      ...checkpoints.remove,
      operationId: 'deleteCheckpoint',
      summary: 'Delete a checkpoint',
      description: 'Answers the deleted checkpoint. 409 for checkpoints 12 and 17, which the package alerts count, and for a checkpoint that packages have passed through.',
    },
    config: checkpoints.activity('Deleted checkpoint'),
    handler: async (request) => deleteCheckpoint(request.db, request.params.id),
  });
};
