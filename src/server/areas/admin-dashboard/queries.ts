import { and, count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { nassauDate, withinDays } from '../../db/nassau-days';

/**
 * Live orders created from `first` to `last` (Nassau days, both included), counted by day and
 * shipping method: one range of the partial orders_created_at_idx (live orders only), each
 * order's method read from its row.
 */
export const ordersByDayAndMethod = (db: Db, first: string, last: string) => {
  const date = nassauDate(orders.createdAt);
  return db
    .select({ date, method: orders.shippingMethod, count: count() })
    .from(orders)
    .where(and(isNull(orders.deletedAt), withinDays(orders.createdAt, first, last)))
    .groupBy(date, orders.shippingMethod);
};
