import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../domain/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { readToken } from './tokens';

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

/**
 * Looks the user up on every request, so a retired worker's tokens stop working at once
 * rather than when they expire.
 */
export const findActiveUser = async (db: Db, id: number): Promise<AuthUser | null> => {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      account_type: users.accountType,
      special: users.special,
      retiredAt: users.retiredAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row || row.retiredAt) return null;
  const { retiredAt: _retired, ...user } = row;
  return user;
};

export const registerAuth = (app: FastifyInstance, db: Db, secret: Uint8Array) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const id = await readToken(token, secret);
    request.user = id === null ? null : await findActiveUser(db, id);
  });
};
