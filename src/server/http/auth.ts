import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActiveAccount, ActiveUsers } from './active-users';
import type { FileLinkQuery, FileLinks } from './file-links';
import { createTokenReader, type Session } from './tokens';

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as FileLinkQuery & { token?: unknown };

/**
 * The bearer header, or on a file route only, the token in ?token= as the spec's upload URLs
 * carry it; anywhere else a token in the URL is ignored, so it never needs to appear in one.
 */
const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const token = request.routeOptions.config.fileLinks ? queryOf(request).token : undefined;
  return typeof token === 'string' && token ? token : null;
};

/** The still active user a signed file link was made for; the link has no session of its own. */
const linkUser = async (request: FastifyRequest, activeUsers: ActiveUsers, fileLinks: FileLinks) => {
  const userId = fileLinks.userOf(request.url.split('?')[0]!, queryOf(request));
  return userId === null ? null : ((await activeUsers.find(userId))?.user ?? null);
};

/** A password change or reset ends the sessions signed before it, except the one that made the change. */
const sessionLives = (account: ActiveAccount, session: Session) =>
  session.epoch === account.sessionEpoch || (session.id !== null && session.id === account.keptSession);

/**
 * The token names a user and a session; whether that user may still act (retired workers) and
 * that session still lives (password changes) is asked on every request.
 */
export const registerAuth = (app: FastifyInstance, activeUsers: ActiveUsers, secret: Uint8Array, fileLinks: FileLinks) => {
  const readToken = createTokenReader(secret);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) {
      if (request.routeOptions.config.fileLinks) request.user = await linkUser(request, activeUsers, fileLinks);
      return;
    }
    const session = await readToken(token);
    const account = session && (await activeUsers.find(session.userId));
    if (!session || !account || !sessionLives(account, session)) return;
    request.user = account.user;
    request.session = session;
  });
};
