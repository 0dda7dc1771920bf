import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from './client';
import { containing } from './like';
import { users } from './schema';

/** The matching users' count, and their ids as PostgreSQL's own array text. */
export type ClientsNamed = { count: number; ids: string };
export type FindClientsNamed = (db: Db, search: string, location: number | undefined) => Promise<ClientsNamed>;

/**
 * The users whose name contains `search`, through the trigram index on full_name, at `location`
 * when the list filters by it. The ids stay PostgreSQL's array text, which goes straight back as
 * the next query's parameter: a common surname's thousand ids are never parsed and rebuilt.
 */
export const findClientsNamed: FindClientsNamed = async (db, search, location) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, ids: sql<string>`coalesce(array_agg(${users.id}), '{}')::text` })
    .from(users)
    .where(and(ilike(users.fullName, containing(search)), location ? eq(users.locationId, location) : undefined));
  return { count: row?.count ?? 0, ids: row?.ids ?? '{}' };
};
