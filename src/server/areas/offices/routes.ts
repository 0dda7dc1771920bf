import { zOffice, zOfficeBody } from '../../../domain/offices';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { createOffice, deleteOffice, editOffice, listOffices } from './service';

const offices = editableList({ tag: 'offices', entity: 'office', item: zOffice, body: zOfficeBody });

export const officesRoutes: AreaPlugin = async (app) => {
  app.get('/offices', {
    schema: offices.list,
    handler: async (request) => ({ data: await listOffices(request.db) }),
  });

  app.post('/offices', {
    schema: offices.create,
    config: offices.activity('Created office'),
    handler: async (request, reply) => reply.code(201).send(await createOffice(request.db, request.body)),
  });

  app.put('/offices/:id', {
    schema: offices.update,
    config: offices.activity('Updated office'),
    handler: async (request) => editOffice(request.db, request.params.id, request.body),
  });

  app.delete('/offices/:id', {
    schema: offices.remove,
    config: offices.activity('Deleted office'),
    handler: async (request) => deleteOffice(request.db, request.params.id),
  });
};
