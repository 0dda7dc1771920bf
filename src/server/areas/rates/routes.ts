import { zRateBody, zRateVersion } from '../../../domain/rates';
import { businessToday } from '../../time';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { addRate, listRates, removeRate } from './service';

const rates = editableList({ tag: 'rates', entity: 'rate', item: zRateVersion, body: zRateBody });

/** Rates are versions by effective date: a change is a new version, so there is no update. */
export const ratesRoutes: AreaPlugin = async (app) => {
  app.get('/rates', {
    schema: rates.list,
    handler: async (request) => ({ data: await listRates(request.db) }),
  });

  app.post('/rates', {
    schema: rates.create,
    config: rates.activity('Added rate version'),
    handler: async (request, reply) => reply.code(201).send(await addRate(request.db, request.body, request.user?.id ?? null)),
  });

  app.delete('/rates/:id', {
    schema: rates.remove,
    config: rates.activity('Removed rate version'),
    handler: async (request) => removeRate(request.db, request.params.id, businessToday()),
  });
};
