import * as z from 'zod/mini';
import { tokenLifetimeSeconds } from '../../../domain/constants';
import { db } from './db';
import { readMeta } from './meta';
import { zSessionRow, type SessionRow } from './outbox-schema';

export type SyncPause = 'signed-out' | 'expired';

const sessionKey = 'current';

export const readSessionRow = async (): Promise<SessionRow | null> => {
  const raw = await db.session.get(sessionKey);
  const parsed = z.safeParse(zSessionRow, raw);
  return parsed.success ? parsed.data : null;
};

/** The JWT's own `exp`; a token without one is taken to live as long as the server issues them for. */
export const expiryOfToken = (token: string, nowMs: number): string => {
  try {
    const part = token.split('.')[1] ?? '';
    const json: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof json === 'object' && json !== null && 'exp' in json ? json.exp : undefined;
    if (typeof exp === 'number') return new Date(exp * 1000).toISOString();
  } catch {
    // Not a JWT we can read: fall through to the server's lifetime.
  }
  return new Date(nowMs + tokenLifetimeSeconds * 1000).toISOString();
};

export const writeSessionRow = async (session: { userId: number; name: string; token: string }, nowMs = Date.now()) => {
  await db.session.put({ id: sessionKey, ...session, expiresAt: expiryOfToken(session.token, nowMs) });
};

export const clearSessionRow = async () => {
  await db.session.delete(sessionKey);
};

/** Why the queue cannot be sent under this session right now, or null when it can. */
export const pauseOf = (session: SessionRow | null, rejectedToken: string | null, nowMs: number): SyncPause | null => {
  if (!session) return 'signed-out';
  if (Date.parse(session.expiresAt) <= nowMs || session.token === rejectedToken) return 'expired';
  return null;
};

export const readPause = async (session: SessionRow | null, nowMs: number) => pauseOf(session, await readMeta('rejectedToken'), nowMs);
