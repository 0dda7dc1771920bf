import { zAlertStats } from '../../../domain/alerts';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { alertStats } from './service';

export const alertsRoutes: AreaPlugin = async (app) => {
  app.get('/alerts/stats', {
    schema: { tags: ['alerts'], response: { 200: zAlertStats, ...errorResponses(401, 403) } },
    handler: async (request) => alertStats(request.db),
  });
};
