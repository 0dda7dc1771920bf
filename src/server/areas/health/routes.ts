import { zHealth } from '../../../domain/health';
import type { AreaPlugin } from '../plugin';
import { checkHealth } from './service';

export const healthRoutes: AreaPlugin = async (app) => {
  app.get('/health', {
    schema: { tags: ['system'], security: [], response: { 200: zHealth, 503: zHealth } },
    handler: async (request, reply) => {
      const health = await checkHealth(request.db, (error) => request.log.warn({ err: error }, 'health check: database unreachable'));
      return health.database === 'ok' ? health : reply.code(503).send(health);
    },
  });
};
