import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../domain/auth';
import type { Db } from '../db/client';
import type { UsersChanges } from '../db/users-changes';
import { findSessionUser } from './active-user-queries';
import { transactionEffectsOf } from './transaction-effects';

const capacity = 10_000;

/** An account that may act, with what decides which of its sessions still live. */
export type ActiveAccount = { user: AuthUser; sessionEpoch: number; keptSession: string | null };

const lookUp = async (db: Db, id: number): Promise<ActiveAccount | null> => {
  const row = await findSessionUser(db, id);
  if (!row || row.retiredAt) return null;
  const { retiredAt: _retired, sessionEpoch, keptSession, ...user } = row;
  return { user, sessionEpoch, keptSession };
};

export type ActiveUsers = { find(id: number): Promise<ActiveAccount | null>; forget(id: number): void };

/**
 * The signed-in user of each request, kept per process so most requests skip a database round
 * trip; a change to the users row, made anywhere, drops the copy (users-changes.ts), so a
 * retired worker, or a session ended by a password change, is still refused at once. A lookup that started before a change is never stored
 * after it (the generation check). The process that makes a change also forgets the user itself,
 * so its own next request never waits on the notification's delivery.
 */
export const createActiveUsers = (db: Db, changes: UsersChanges): ActiveUsers => {
  const kept = new Map<number, ActiveAccount | null>();
  let generation = 0;
  const forget = (id: number) => {
    generation++;
    kept.delete(id);
  };
  changes.subscribe({
    changed: forget,
    reset() {
      generation++;
      kept.clear();
    },
  });

  return {
    async find(id) {
      if (changes.live() && kept.has(id)) return kept.get(id) ?? null;
      const seen = generation;
      const user = await lookUp(db, id);
      if (changes.live() && seen === generation) {
        if (kept.size >= capacity) kept.delete(kept.keys().next().value!);
        kept.set(id, user);
      }
      return user;
    },
    forget,
  };
};

/**
 * A request that changes a user makes this process forget its copy once the change has committed,
 * before the answer goes out, so the next request sees the change without waiting for the
 * notification. Forgotten earlier, a concurrent request could keep the old row again.
 */
export const forgetOnCommit = (request: FastifyRequest, activeUsers: ActiveUsers, id: number) =>
  transactionEffectsOf(request).whenCommitted(async () => activeUsers.forget(id));
