import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveAccount, ActiveUsers } from './active-users';
import { createTokenReader, type Session } from './tokens';

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

/** A password change or reset ends the sessions signed before it, except the one that made the change. */
const sessionLives = (account: ActiveAccount, session: Session) =>
  session.epoch === account.sessionEpoch || (session.id !== null && session.id === account.keptSession);

/**
 * The token names a user and a session; whether that user may still act (retired workers) and
 * that session still lives (password changes) is asked on every request.
 */
export const registerAuth = (app: FastifyInstance, activeUsers: ActiveUsers, secret: Uint8Array) => {
  const readToken = createTokenReader(secret);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const session = await readToken(token);
    const account = session && (await activeUsers.find(session.userId));
    if (!session || !account || !sessionLives(account, session)) return;
    request.user = account.user;
    request.session = session;
  });
};
