import { and, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { businessTimeZone } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** The instant a Nassau business day begins, `days` after `date`: 23:30 in Nassau stays on its own day. */
const nassauMidnight = (date: string, days = 0) => sql`((${date}::date + ${days}::int)::timestamp at time zone ${businessTimeZone})`;

/** A time column within the Nassau business days from `first` to `last`, both included. */
export const withinDays = (column: AnyColumn, first: string, last: string) => and(gte(column, nassauMidnight(first)), lt(column, nassauMidnight(last, 1)));

/** Live orders created within the days: a range of the live orders' created_at index. */
export const liveOrdersCreated = (first: string, last: string): SQL => and(isNull(orders.deletedAt), withinDays(orders.createdAt, first, last))!;

/**
 * Live orders created, and live orders whose last edit was, on one Nassau business day: two range
 * counts, each on its own partial index of live orders (created_at, edited_at).
 */
export const countOrdersOfDay = async (db: Db, date: string) => {
  const countWhere = (condition: SQL | undefined) => sql`(select count(*)::int from ${orders} where ${condition})`;
  const created = countWhere(liveOrdersCreated(date, date));
  const edited = countWhere(and(isNull(orders.deletedAt), withinDays(orders.editedAt, date, date)));
  const { rows } = await db.execute<{ created: number; edited: number }>(sql`select ${created} as created, ${edited} as edited`);
  return { created: rows[0]?.created ?? 0, edited: rows[0]?.edited ?? 0 };
};
