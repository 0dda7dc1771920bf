import { sql } from 'drizzle-orm';
import { zHealth } from '../../../domain/health';
import type { AreaPlugin } from '../plugin';

export const healthRoutes: AreaPlugin = async (app) => {
  app.get('/health', {
    schema: { tags: ['system'], security: [], response: { 200: zHealth, 503: zHealth } },
    handler: async (request, reply) => {
      try {
        await request.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded' as const, database: 'down' as const });
      }
    },
  });
};
