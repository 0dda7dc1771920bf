import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import { customerTypes } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Who the order form may choose: a customer account that is not retired. */
const onOrderForm = and(inArray(users.accountType, customerTypes), isNull(users.retiredAt));

const indexColumns = { id: users.id, fullName: users.fullName, locationId: users.locationId, flagged: users.flagged };

/** The database's clock in milliseconds: the cursor, read from the clock that stamps new rows. */
export const databaseNowMs = async (db: Db) => {
  const result = await db.execute<{ ms: string }>(sql`select floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms`);
  return Number(result.rows[0]!.ms);
};

export const listIndexCustomers = (db: Db) => db.select(indexColumns).from(users).where(onOrderForm).orderBy(asc(users.id));

/** Every users row stamped after `after`, saying whether it still belongs on the order form. */
export const listUsersChangedAfter = (db: Db, after: Date) =>
  db
    .select({ ...indexColumns, listed: sql<boolean>`coalesce(${onOrderForm}, false)` })
    .from(users)
    .where(gt(users.updatedAt, after))
    .orderBy(asc(users.id));
