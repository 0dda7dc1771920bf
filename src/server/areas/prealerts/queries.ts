import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { storedFormsOf } from '../../../domain/barcode-gs1';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { locations, orderUploads, prealerts, users } from '../../db/schema';

export type PrealertRecord = typeof prealerts.$inferSelect;
export type NewPrealert = typeof prealerts.$inferInsert;

const columns = {
  prealert: prealerts,
  customer: { id: users.id, fullName: users.fullName },
  location: { id: locations.id, name: locations.name },
};
export type PrealertRow = { prealert: PrealertRecord; customer: { id: number; fullName: string }; location: { id: number; name: string } };

const withCustomer = (db: Db) =>
  db.select(columns).from(prealerts).innerJoin(users, eq(users.id, prealerts.userId)).innerJoin(locations, eq(locations.id, users.locationId));

const newestFirst = [desc(prealerts.createdAt), desc(prealerts.id)];
type Page = { limit: number; offset: number };

export const findPrealert = async (db: Db, id: number): Promise<PrealertRow | undefined> => (await withCustomer(db).where(eq(prealerts.id, id)))[0];

/** The prealert locked for a change, so a withdrawal and an order taking it over run one after the other. */
export const lockPrealert = async (db: Db, id: number) => (await db.select().from(prealerts).where(eq(prealerts.id, id)).for('update'))[0];

/**
 * Locks the customer's row against another filing of theirs (FOR NO KEY UPDATE leaves the key
 * share that every reference to the user takes alone), so two filings of one number cannot both
 * find none open. Answers the account type, or undefined for an unknown id.
 */
export const lockCustomer = async (db: Db, id: number) =>
  (await db.select({ accountType: users.accountType }).from(users).where(eq(users.id, id)).for('no key update'))[0];

export const accountTypeOf = async (db: Db, id: number) => (await db.select({ accountType: users.accountType }).from(users).where(eq(users.id, id)))[0]?.accountType;

/**
 * A stored number equal to this one (in capitals; the index is on upper()), in any form it may have
 * been stored in: a UPC-A also as the 13-digit EAN form an older build kept (storedFormsOf).
 */
const trackingIs = (trackingNumber: string) => inArray(sql`upper(${prealerts.trackingNumber})`, storedFormsOf(trackingNumber));

/** The open prealerts of one customer under one number. */
const openUnder = (userId: number, trackingNumber: string) => and(eq(prealerts.userId, userId), trackingIs(trackingNumber), isNull(prealerts.orderId));

export const findOpenOfCustomer = async (db: Db, userId: number, trackingNumber: string) =>
  (await db.select({ id: prealerts.id }).from(prealerts).where(openUnder(userId, trackingNumber)))[0];

export const insertPrealert = async (db: Db, values: NewPrealert) => (await db.insert(prealerts).values(values).returning({ id: prealerts.id }))[0]!.id;

export const deletePrealert = (db: Db, id: number) => db.delete(prealerts).where(eq(prealerts.id, id));

export const customerPrealertRows = (db: Db, userId: number, page: Page) =>
  withCustomer(db).where(eq(prealerts.userId, userId)).orderBy(...newestFirst).limit(page.limit).offset(page.offset);

export const countCustomerPrealerts = async (db: Db, userId: number) =>
  (await db.select({ n: count() }).from(prealerts).where(eq(prealerts.userId, userId)))[0]!.n;

/** Open ones only; `tracking` exactly (already in capitals), `search` part of the number, the vendor or the customer's name. */
const openCondition = (filter: { search: string; tracking: string }): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [isNull(prealerts.orderId)];
  if (filter.tracking) conditions.push(trackingIs(filter.tracking));
  if (filter.search) {
    const like = containing(filter.search);
    conditions.push(or(ilike(prealerts.trackingNumber, like), ilike(prealerts.vendor, like), ilike(users.fullName, like)));
  }
  return and(...conditions);
};

export const openPrealertRows = (db: Db, filter: { search: string; tracking: string }, page: Page) =>
  withCustomer(db).where(openCondition(filter)).orderBy(...newestFirst).limit(page.limit).offset(page.offset);

/**
 * Every prealert has its customer (user_id is a not-null reference), so only a search, which reads
 * the customer's name, joins users: without one the count is a range of a partial index alone,
 * not a key probe of users for each open prealert (5.5 ms at 2,000 open).
 */
export const countOpenPrealerts = async (db: Db, filter: { search: string; tracking: string }) => {
  const open = db.select({ n: count() }).from(prealerts);
  const counted = filter.search ? open.innerJoin(users, eq(users.id, prealerts.userId)) : open;
  return (await counted.where(openCondition(filter)))[0]!.n;
};

/** The open prealerts an order of this customer under this number receives, locked for the change. */
export const lockOpenOfCustomer = (db: Db, userId: number, trackingNumber: string) =>
  db.select().from(prealerts).where(openUnder(userId, trackingNumber)).orderBy(prealerts.id).for('update');

/** Received by the order: the file columns go with the file, which is now the order's upload. */
export const markReceived = (db: Db, ids: readonly number[], orderId: number) =>
  db
    .update(prealerts)
    .set({ orderId, receivedAt: sql`now()`, updatedAt: sql`now()`, filePath: null, fileName: null, mimeType: null, sizeBytes: null })
    .where(inArray(prealerts.id, [...ids]));

export const insertCustomerUploads = (db: Db, values: (typeof orderUploads.$inferInsert)[]) => db.insert(orderUploads).values(values);
