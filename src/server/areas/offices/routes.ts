import { zOffice, zOfficeBody } from '../../../domain/offices';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { createOffice, deleteOffice, editOffice, listOffices } from './service';

const offices = editableList({ tag: 'offices', entity: 'office', item: zOffice, body: zOfficeBody });

const uniqueNumber = 'The number is unique without regard to case: one already taken is a 409 on `number`.';

export const officesRoutes: AreaPlugin = async (app) => {
  app.get('/offices', {
    schema: { ...offices.list, operationId: 'listOffices', summary: 'List offices' },
    handler: async (request) => ({ data: await listOffices(request.db) }),
  });

  app.post('/offices', {
    schema: { ...offices.create, operationId: 'createOffice', summary: 'Add an office', description: uniqueNumber },
    config: offices.activity('Created office'),
    handler: async (request, reply) => reply.code(201).send(await createOffice(request.db, request.body)),
  });

  app.put('/offices/:id', {
    schema: {
      ...offices.update,
      operationId: 'updateOffice',
      summary: 'Replace an office',
      description: `The body replaces the office: a missing \`location_id\` clears it. ${uniqueNumber}`,
    },
    config: offices.activity('Updated office'),
    handler: async (request) => editOffice(request.db, request.params.id, request.body),
  });

  app.delete('/offices/:id', {
    schema: { ...offices.remove, operationId: 'deleteOffice', summary: 'Delete an office', description: 'Answers the deleted office.' },
    config: offices.activity('Deleted office'),
    handler: async (request) => deleteOffice(request.db, request.params.id),
  });
};
