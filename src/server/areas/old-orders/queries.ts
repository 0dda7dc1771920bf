import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

const forSaleColumns = { id: orders.id, forSaleAt: orders.forSaleAt };

/** A live order, locked before its invoice is looked at, as invoice changes lock it: a payment in progress finishes first. */
export const lockLiveOrder = async (db: Db, id: number) =>
  (await db.select(forSaleColumns).from(orders).where(and(eq(orders.id, id), isNull(orders.deletedAt))).for('update'))[0];

export const markForSale = async (db: Db, id: number, by: number) =>
  (await db.update(orders).set({ forSaleAt: sql`now()`, forSaleBy: by, updatedAt: sql`now()` }).where(eq(orders.id, id)).returning(forSaleColumns))[0]!;
