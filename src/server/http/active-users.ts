import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../domain/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UsersChanges } from '../db/users-changes';

const capacity = 10_000;

const lookUp = async (db: Db, id: number): Promise<AuthUser | null> => {
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

export type ActiveUsers = { find(id: number): Promise<AuthUser | null>; forget(id: number): void };

/**
 * The signed-in user of each request, kept per process so most requests skip a database round
 * trip; a change to the users row, made anywhere, drops the copy (users-changes.ts), so a
 * retired worker is still refused at once. A lookup that started before a change is never stored
 * after it (the generation check). The process that makes a change also forgets the user itself,
 * so its own next request never waits on the notification's delivery.
 */
export const createActiveUsers = (db: Db, changes: UsersChanges): ActiveUsers => {
  const kept = new Map<number, AuthUser | null>();
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
