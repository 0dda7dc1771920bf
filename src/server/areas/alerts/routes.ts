import { zAlertStats } from '../../../domain/alerts';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { alertStats } from './service';

export const alertsRoutes: AreaPlugin = async (app) => {
  app.get('/alerts/stats', {
    schema: {
      tags: ['alerts'],
      operationId: 'getAlertStats',
      summary: 'Count what the alert banner shows',
      description:
        'Packages waiting too long at checkpoint 17 (on the way) or 12 (received in Miami), counted exactly as the packages list filters them, and outstanding deliveries: undelivered and dated today in Nassau or earlier.',
      response: { 200: zAlertStats, ...errorResponses(401, 403) },
    },
    // The banner's counts, re-read every minute and after no write of its own: a replica's lag is far inside that.
    config: { reads: 'replica' },
    handler: async (request) => alertStats(request.db),
  });
};
