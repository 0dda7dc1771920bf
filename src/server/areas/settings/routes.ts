import { zUsAddress } from '../../../domain/settings';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { getUsAddress, setUsAddress } from './service';

const tags = ['settings'];
const activity = activityOn('setting');

export const settingsRoutes: AreaPlugin = async (app) => {
  app.get('/settings/us-address', {
    schema: {
      tags,
      operationId: 'getUsAddress',
      summary: 'Read the Miami warehouse address',
      description: "The US address customers ship their parcels to, each adding their Dept # to it. Until an admin sets one, the company's default.",
      response: { 200: zUsAddress, ...errorResponses(401) },
    },
    handler: async (request) => getUsAddress(request.db),
  });

  app.put('/settings/us-address', {
    schema: {
      tags,
      operationId: 'setUsAddress',
      summary: 'Set the Miami warehouse address',
      description: 'Replaces the address every customer dashboard shows from now on. The state is stored in capitals.',
      body: zUsAddress,
      response: { 200: zUsAddress, ...errorResponses(400, 401, 403) },
    },
    config: activity('Changed Miami warehouse address'),
    handler: async (request) => setUsAddress(request.db, request.user!, request.body),
  });
};
