import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customerTypes, staffTypes } from '../../../domain/constants';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import type { Session } from '../../http/tokens';
import { islands, locations, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Lists never need the password hash; leaving it out keeps it off the wire to the API process.
const { passwordHash: _hash, ...listedColumns } = getTableColumns(users);
export type ListedUser = Omit<UserRow, 'passwordHash'>;

/** Name, email or Dept # (the user id); the name and email branches use the trigram indexes. */
const matchesKey = (key: string): SQL | undefined => {
  if (!key) return undefined;
  const pattern = containing(key);
  const branches = [ilike(users.fullName, pattern), ilike(users.email, pattern)];
  if (/^\d{1,9}$/.test(key)) branches.push(eq(users.id, Number(key)));
  return or(...branches);
};

/** A Dept # typed as the key is listed first; otherwise it can sink pages deep among emails holding the same digits. */
const exactIdFirst = (key: string): SQL[] => (/^\d{1,9}$/.test(key) ? [sql`${users.id} = ${Number(key)} desc`] : []);

export const findUserById = async (db: Db, id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

export const findUserByEmail = async (db: Db, email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

export const emailTakenByOther = async (db: Db, email: string, exceptId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, sql`${users.id} <> ${exceptId}`))
  ).length > 0;

export const insertUser = async (db: Db, values: NewUser) => (await db.insert(users).values(values).returning())[0]!;

export const updateUser = async (db: Db, id: number, values: PgUpdateSetSource<typeof users>) =>
  (await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning())[0];

/**
 * The columns that end a user's sessions: every token signed at an earlier epoch stops working,
 * except the kept session's (the one making the change, when it is the user's own).
 */
export const endOtherSessions = (kept: Session | null) => ({
  sessionEpoch: sql`${users.sessionEpoch} + 1`,
  keptSession: kept?.id ?? null,
});

export const referencesExist = async (db: Db, locationId: number, islandId: number) => {
  const [loc] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  const [isl] = await db.select({ id: islands.id }).from(islands).where(eq(islands.id, islandId));
  return { location: Boolean(loc), island: Boolean(isl) };
};

export const pageCustomers = async (db: Db, key: string, limit: number, offset: number) => {
  const where = and(inArray(users.accountType, customerTypes), matchesKey(key));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(listedColumns)
    .from(users)
    .where(where)
    .orderBy(...exactIdFirst(key), desc(users.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
};

/** The compact list the order form searches; cached offline, so it stays small per row. */
export const listCustomerOptions = async (db: Db, search: string, limit: number | undefined) => {
  const query = db
    .select({ id: users.id, full_name: users.fullName, email: users.email, flagged: users.flagged, location_id: users.locationId })
    .from(users)
    .where(and(inArray(users.accountType, customerTypes), matchesKey(search)))
    .orderBy(...exactIdFirst(search), asc(users.fullName));
  return limit ? query.limit(limit) : query;
};

export const searchWorkers = async (db: Db, search: string, limit: number) =>
  db
    .select(listedColumns)
    .from(users)
    .where(and(inArray(users.accountType, staffTypes), matchesKey(search)))
    .orderBy(sql`${users.retiredAt} is not null`, asc(users.fullName))
    .limit(limit);

