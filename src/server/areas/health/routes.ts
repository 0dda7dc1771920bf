import { zHealth } from '../../../domain/health';
import type { AreaPlugin } from '../plugin';
import { checkHealth } from './service';

export const healthRoutes: AreaPlugin = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['system'],
      operationId: 'checkHealth',
      summary: 'Check that the server and its database answer',
      description: '200 when the database answers, 503 (status `degraded`) when it does not.',
      security: [],
      response: { 200: zHealth, 503: zHealth },
    },
    handler: async (request, reply) => {
      const health = await checkHealth(request.db, (error) => request.log.warn({ err: error }, 'health check: database unreachable'));
      return health.database === 'ok' ? health : reply.code(503).send(health);
    },
  });
};
