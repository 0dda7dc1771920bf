import { zRateBody, zRateVersion } from '../../../domain/rates';
import { businessToday } from '../../time';
import { editableList } from '../editable-list';
import type { AreaPlugin } from '../plugin';
import { addRate, listRates, removeRate } from './service';

const rates = editableList({ tag: 'rates', entity: 'rate', item: zRateVersion, body: zRateBody });

/** Rates are versions by effective date: a change is a new version, so there is no update. */
export const ratesRoutes: AreaPlugin = async (app) => {
  app.get('/rates', {
    schema: { ...rates.list, operationId: 'listRates', summary: 'List rate versions', description: 'Every version of every rate behind the pricing engine, each with the date it takes effect.' },
    handler: async (request) => ({ data: await listRates(request.db) }),
  });

  app.post('/rates', {
    schema: {
      ...rates.create,
      operationId: 'addRate',
      summary: 'Add a rate version',
      description:
        'A new value of one rate from `effective_from` on; a past date is accepted for a change entered late. 409 when the rate already has a version from that date; 400 when no rates are in force on that date, or when the rates from then on could not price (a minimum above a maximum, a divisor below 1).',
    },
    config: rates.activity('Added rate version'),
    handler: async (request, reply) => reply.code(201).send(await addRate(request.db, request.body, request.user?.id ?? null)),
  });

  app.delete('/rates/:id', {
    schema: {
      ...rates.remove,
      operationId: 'removeRate',
      summary: 'Remove a future rate version',
      description: 'Answers the removed version. 409 for a version already in force, and for one whose removal would leave later rates that cannot price.',
    },
    config: rates.activity('Removed rate version'),
    handler: async (request) => removeRate(request.db, request.params.id, businessToday()),
  });
};
