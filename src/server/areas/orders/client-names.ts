import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UsersChanges } from '../../db/users-changes';

/** The matching users' count, and their ids as PostgreSQL's own array text. */
export type ClientsNamed = { count: number; ids: string };
export type FindClientsNamed = (db: Db, search: string, location: number | undefined) => Promise<ClientsNamed>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The users whose name contains `search`, through the trigram index on full_name, at `location`
 * when the list filters by it. The ids stay PostgreSQL's array text, which goes straight back as
 * the next query's parameter: a common surname's thousand ids are never parsed and rebuilt.
 */
const lookUp: FindClientsNamed = async (db, search, location) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, ids: sql<string>`coalesce(array_agg(${users.id}), '{}')::text` })
    .from(users)
    .where(and(ilike(users.fullName, `%${escapeLike(search)}%`), location ? eq(users.locationId, location) : undefined));
  return { count: row?.count ?? 0, ids: row?.ids ?? '{}' };
};

const capacity = 500;

/**
 * Paging through a search (Previous/Next) and the list's refetches ask for the same name again
 * and again; for a common surname the lookup is most of the request (its heap recheck reads
 * hundreds of scattered users blocks). Answers are kept until any users row changes, anywhere
 * (users-changes.ts): a new customer is found by the very next search.
 */
export const keepClientsNamed = (changes: UsersChanges): FindClientsNamed => {
  const kept = new Map<string, ClientsNamed>();
  let generation = 0;
  const forgetAll = () => {
    generation++;
    kept.clear();
  };
  changes.subscribe({ changed: forgetAll, reset: forgetAll });
  return async (db, search, location) => {
    const key = `${location ?? ''}|${search.toLowerCase()}`;
    const known = changes.live() ? kept.get(key) : undefined;
    if (known) return known;
    const seen = generation;
    const found = await lookUp(db, search, location);
    if (changes.live() && seen === generation) {
      if (kept.size >= capacity) kept.delete(kept.keys().next().value!);
      kept.set(key, found);
    }
    return found;
  };
};
