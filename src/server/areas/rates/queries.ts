import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateVersions, users } from '../../db/schema';

const columns = {
  id: rateVersions.id,
  key: rateVersions.key,
  value: rateVersions.value,
  effectiveFrom: rateVersions.effectiveFrom,
  createdAt: rateVersions.createdAt,
  createdBy: users.fullName,
};
export type RateVersionRow = NonNullable<Awaited<ReturnType<typeof findRateVersion>>>;

const versions = (db: Db) => db.select(columns).from(rateVersions).leftJoin(users, eq(users.id, rateVersions.createdBy));

export const listRateVersionRows = (db: Db) => versions(db).orderBy(asc(rateVersions.key), asc(rateVersions.effectiveFrom));

export const findRateVersion = async (db: Db, id: number) => (await versions(db).where(eq(rateVersions.id, id)))[0];

/** Every version of every rate: a few hundred rows, which is what the rate book is built from. */
export const allRateRows = (db: Db) =>
  db.select({ id: rateVersions.id, key: rateVersions.key, value: rateVersions.value, effectiveFrom: rateVersions.effectiveFrom }).from(rateVersions);

/**
 * Serialises changes to the rates, so two admins cannot each add a row that is fine alone but not
 * together (a new minimum and a new maximum). Plain reads, the calculators included, are not blocked.
 */
export const lockRateVersions = (db: Db) => db.execute(sql`lock table ${rateVersions} in exclusive mode`);

export const insertRateVersion = async (db: Db, values: typeof rateVersions.$inferInsert) =>
  (await db.insert(rateVersions).values(values).returning({ id: rateVersions.id }))[0]!;

export const deleteRateVersionRow = (db: Db, id: number) => db.delete(rateVersions).where(eq(rateVersions.id, id));
