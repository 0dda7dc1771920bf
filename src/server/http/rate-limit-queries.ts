import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';

const windows = rateLimitWindows;

/**
 * Counts one hit on a key and answers the window's count with the time left in it. One upsert, so
 * hits from any number of processes at once are each counted exactly once; a hit after the window
 * has ended starts a new one at 1. The clock is the database's, which every process shares.
 */
export const countHit = async (db: Db, key: string, windowMs: number) => {
  const ended = sql`${windows.endsAt} <= now()`;
  const [row] = await db
    .insert(windows)
    .values({ key, hits: 1, endsAt: sql`now() + make_interval(secs => ${windowMs / 1000}::double precision)` })
    .onConflictDoUpdate({
      target: windows.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${windows.hits} + 1 end`,
        endsAt: sql`case when ${ended} then excluded.ends_at else ${windows.endsAt} end`,
      },
    })
    .returning({
      hits: windows.hits,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${windows.endsAt} - now()) * 1000))`.mapWith(Number),
    });
  if (!row) throw new Error(`The rate limit count of ${key} came back empty`);
  return row;
};

/** Takes one hit back from a window still running, for a request that should not have counted. */
export const uncountHit = async (db: Db, key: string) => {
  await db
    .update(windows)
    .set({ hits: sql`${windows.hits} - 1` })
    .where(and(eq(windows.key, key), gt(windows.hits, 0), gt(windows.endsAt, sql`now()`)));
};
