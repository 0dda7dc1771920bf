import { and, count, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { nassauDay, withinDays } from '../../db/nassau-days';

/**
 * Live orders created from `first` to `last` (Nassau days, both included), counted by day and
 * shipping method: one range of the partial orders_created_at_idx (live orders only), each
 * order's method read from its row.
 */
export const ordersByDayAndMethod = (db: Db, first: string, last: string) => {
  const day = nassauDay(orders.createdAt);
  return db
    .select({ date: sql<string>`${day}::text`, method: orders.shippingMethod, count: count() })
    .from(orders)
    .where(and(isNull(orders.deletedAt), withinDays(orders.createdAt, first, last)))
    .groupBy(day, orders.shippingMethod);
};
