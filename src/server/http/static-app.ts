import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '../../domain/errors';
import { apiPrefix } from './access';

/**
 * Serves the built app; any unknown non-API GET gets index.html so client routes deep-link. A file's
 * .br or .gz beside it (scripts/precompress.ts, part of the build) goes to a browser that accepts it.
 */
export const registerStaticApp = async (app: FastifyInstance, appDir: string) => {
  const hasApp = existsSync(join(appDir, 'index.html'));
  if (hasApp) await app.register(fastifyStatic, { root: appDir, wildcard: false, index: false, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: ErrorCode.NOT_FOUND, message: 'There is nothing at this address.' } });
  });
};
