import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldPackages, packageIns, users } from '../../db/schema';

const entryColumns = {
  id: packageIns.id,
  notes: packageIns.notes,
  createdAt: packageIns.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

const hasUnchecked = sql`exists (select 1 from ${heldPackages} where ${heldPackages.packageInId} = ${packageIns.id} and not ${heldPackages.checked})`;

const entries = (db: Db) => db.select(entryColumns).from(packageIns).innerJoin(users, eq(users.id, packageIns.userId));

/** Entries still holding an unchecked package, newest first: through the partial index of unchecked packages. */
export const openEntryRows = (db: Db) => entries(db).where(hasUnchecked).orderBy(desc(packageIns.createdAt), desc(packageIns.id));

export const entryRowsPage = (db: Db, limit: number, offset: number) =>
  entries(db).orderBy(desc(packageIns.createdAt), desc(packageIns.id)).limit(limit).offset(offset);

export const countEntries = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(packageIns))[0]?.n ?? 0;

export const entryRow = async (db: Db, id: number) => (await entries(db).where(eq(packageIns.id, id)))[0];
export type EntryRow = NonNullable<Awaited<ReturnType<typeof entryRow>>>;

const heldColumns = { id: heldPackages.id, packageInId: heldPackages.packageInId, trackingNumber: heldPackages.trackingNumber, checked: heldPackages.checked };

export const heldPackagesOf = async (db: Db, entryIds: readonly number[]) =>
  entryIds.length === 0 ? [] : db.select(heldColumns).from(heldPackages).where(inArray(heldPackages.packageInId, [...entryIds])).orderBy(asc(heldPackages.id));
export type HeldRow = Awaited<ReturnType<typeof heldPackagesOf>>[number];

export const insertEntry = async (db: Db, userId: number, notes: string | null) =>
  (await db.insert(packageIns).values({ userId, notes }).returning({ id: packageIns.id }))[0]!.id;

export const insertHeldPackages = async (db: Db, packageInId: number, trackingNumbers: readonly string[]) => {
  await db.insert(heldPackages).values(trackingNumbers.map((trackingNumber) => ({ packageInId, trackingNumber })));
};

/** Held packages go with their entry (ON DELETE CASCADE). */
export const deleteEntryRow = async (db: Db, id: number) => (await db.delete(packageIns).where(eq(packageIns.id, id)).returning({ id: packageIns.id }))[0];

/** Checks a held package once: a package already checked keeps its first time and checker. */
export const markChecked = async (db: Db, id: number, userId: number) =>
  (
    await db
      .update(heldPackages)
      .set({ checked: true, checkedAt: sql`now()`, checkedBy: userId })
      .where(and(eq(heldPackages.id, id), not(heldPackages.checked)))
      .returning(heldColumns)
  )[0];

export const heldPackageRow = async (db: Db, id: number) => (await db.select(heldColumns).from(heldPackages).where(eq(heldPackages.id, id)))[0];
