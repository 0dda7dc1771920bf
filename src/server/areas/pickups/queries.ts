import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { pickups } from '../../db/schema';

export type PickupValues = { name: string; address: string; phone: string | null; email: string | null };

const columns = { id: pickups.id, name: pickups.name, address: pickups.address, phone: pickups.phone, email: pickups.email };

/** Part of the name, address, phone or email, ignoring case; a few hundred rows at most, so no index is needed. */
const matching = (search: string) => {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(ilike(pickups.name, pattern), ilike(pickups.address, pattern), ilike(pickups.phone, pattern), ilike(pickups.email, pattern));
};

export const listPickupRows = (db: Db, search: string) => db.select(columns).from(pickups).where(matching(search)).orderBy(asc(pickups.name), asc(pickups.id));

export const findPickup = async (db: Db, id: number) => (await db.select(columns).from(pickups).where(eq(pickups.id, id)))[0];

/**
 * Pickup writes wait for each other, so two staff adding the same business at once cannot both pass
 * the duplicate check; reads, and orders naming a pickup, are not held up.
 */
export const lockPickupWrites = (db: Db) => db.execute(sql`lock table ${pickups} in share row exclusive mode`);

/** The same name at the same address, ignoring case and spacing at the ends, is the same business. */
export const pickupExists = async (db: Db, values: Pick<PickupValues, 'name' | 'address'>, exceptId?: number) =>
  (
    await db
      .select({ id: pickups.id })
      .from(pickups)
      .where(
        and(
          sql`lower(${pickups.name}) = lower(${values.name})`,
          sql`lower(${pickups.address}) = lower(${values.address})`,
          exceptId === undefined ? undefined : ne(pickups.id, exceptId),
        ),
      )
  ).length > 0;

export const insertPickup = async (db: Db, values: PickupValues) => (await db.insert(pickups).values(values).returning(columns))[0]!;

export const updatePickup = async (db: Db, id: number, values: PickupValues) =>
  (await db.update(pickups).set(values).where(eq(pickups.id, id)).returning(columns))[0];
