import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveUsers } from './active-users';
import { createTokenReader } from './tokens';

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // File links carry the token in the query, as the spec's upload URLs do.
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.token === 'string' && query.token) return query.token;
  }
  return null;
};

/** The token names a user; whether that user may still act is asked on every request (retired workers). */
export const registerAuth = (app: FastifyInstance, activeUsers: ActiveUsers, secret: Uint8Array) => {
  const readToken = createTokenReader(secret);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const id = await readToken(token);
    request.user = id === null ? null : await activeUsers.find(id);
  });
};
