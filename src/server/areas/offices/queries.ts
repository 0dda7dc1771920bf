import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offices } from '../../db/schema';

export type OfficeValues = { number: string; locationId: number | null };

const columns = { id: offices.id, number: offices.number, location_id: offices.locationId };

export const listOffices = (db: Db) => db.select(columns).from(offices).orderBy(asc(offices.number));

export const findOffice = async (db: Db, id: number) => (await db.select(columns).from(offices).where(eq(offices.id, id)))[0];

/** Office numbers are compared without case: '2a' and '2A' would be the same sign on the door. */
export const officeNumberTaken = async (db: Db, number: string, exceptId?: number) =>
  (
    await db
      .select({ id: offices.id })
      .from(offices)
      .where(and(sql`lower(${offices.number}) = lower(${number})`, exceptId === undefined ? undefined : ne(offices.id, exceptId)))
  ).length > 0;

export const insertOffice = async (db: Db, values: OfficeValues) => (await db.insert(offices).values(values).returning(columns))[0]!;

export const updateOffice = async (db: Db, id: number, values: OfficeValues) =>
  (await db.update(offices).set(values).where(eq(offices.id, id)).returning(columns))[0];

export const deleteOfficeRow = async (db: Db, id: number) => (await db.delete(offices).where(eq(offices.id, id)).returning(columns))[0];
