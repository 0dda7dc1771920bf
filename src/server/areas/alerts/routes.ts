import { zAlertStats } from '../../../domain/alerts';
import { zErrorBody } from '../../../domain/common';
import type { AreaPlugin } from '../plugin';
import { alertStats } from './service';

export const alertsRoutes: AreaPlugin = async (app) => {
  app.get('/alerts/stats', {
    schema: { tags: ['alerts'], response: { 200: zAlertStats, 401: zErrorBody, 403: zErrorBody } },
    handler: async (request) => alertStats(request.db),
  });
};
