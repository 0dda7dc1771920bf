import { incidentDefaultDays, incidentMaxDays, incidentPageSize, recheckMaxIds, zIncorrectInvoicesPage, zIncorrectInvoicesQuery, zRecheckQuery, zRecheckResult } from '../../../domain/incident';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { listIncorrectInvoices, recheckInvoices } from './service';

const errors = errorResponses(400, 401, 403);
const tags = ['incident'];
const sets = 'Each invoice has two sets of figures in cents, index 0 as stored and index 1 as the pricing engine makes them again at the rates of its date, and the difference correct − stored.';

/** The Incident Report (finance spec §2, §7), for special staff: static paths win over /invoices/:id. */
export const incidentRoutes: AreaPlugin = async (app) => {
  app.get('/invoices/incorrect', {
    schema: {
      tags,
      operationId: 'listIncorrectInvoices',
      summary: 'List invoices whose stored totals the pricing engine does not confirm',
      description: `${sets} Invoices created from \`from\` to \`to\` (Nassau days, both included; by default the last ${incidentDefaultDays}, at most ${incidentMaxDays}), newest first, ${incidentPageSize} a page.`,
      querystring: zIncorrectInvoicesQuery,
      response: { 200: zIncorrectInvoicesPage, ...errors },
    },
    handler: async (request) => listIncorrectInvoices(request.db, request.query),
  });

  app.get('/invoices/upload', {
    schema: {
      tags,
      operationId: 'recheckInvoices',
      summary: 'Re-check named invoices against the pricing engine',
      description: `${sets} \`ids\`: up to ${recheckMaxIds} invoice ids, separated by commas; ids of no invoice are answered in \`not_found\`.`,
      querystring: zRecheckQuery,
      response: { 200: zRecheckResult, ...errors },
    },
    handler: async (request) => recheckInvoices(request.db, request.query.ids),
  });
};
