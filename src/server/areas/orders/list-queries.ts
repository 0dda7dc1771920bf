import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { businessTimeZone } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';

export type OrderFilters = {
  methods: readonly string[] | undefined;
  search: string;
  /** Nassau business dates, 'YYYY-MM-DD', both inclusive. */
  start: string | undefined;
  end: string | undefined;
  location: number | undefined;
  checkpoint: number | undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The instant a Nassau business day begins; `days` moves to a later day (1 = the next midnight). */
const nassauMidnight = (date: string, days = 0) => sql`((${date}::date + ${days}::int)::timestamp at time zone ${businessTimeZone})`;

/**
 * Digits are an order id (invoice ids join once invoices exist); anything else is part of the
 * client's name. The name branch reads users alone, so it uses the trigram index on full_name
 * rather than scanning orders through a join (STACK-NOTES, search at scale).
 */
const matchesSearch = (search: string): SQL | undefined => {
  if (!search) return undefined;
  if (/^\d{1,9}$/.test(search)) return eq(orders.id, Number(search));
  return sql`${orders.userId} = any(array(select u.id from users u where u.full_name ilike ${`%${escapeLike(search)}%`}))`;
};

const filtersOf = (filters: OrderFilters) =>
  and(
    isNull(orders.deletedAt),
    filters.methods ? inArray(orders.shippingMethod, [...filters.methods]) : undefined,
    matchesSearch(filters.search),
    filters.start ? gte(orders.createdAt, nassauMidnight(filters.start)) : undefined,
    filters.end ? lt(orders.createdAt, nassauMidnight(filters.end, 1)) : undefined,
    filters.location ? eq(users.locationId, filters.location) : undefined,
    filters.checkpoint
      ? sql`exists (select 1 from packages p where p.order_id = ${orders.id} and p.current_checkpoint_id = ${filters.checkpoint})`
      : undefined,
  );

const rowColumns = {
  id: orders.id,
  status: orders.status,
  userId: orders.userId,
  fullName: users.fullName,
  flagged: users.flagged,
  locationId: users.locationId,
  shippingMethod: orders.shippingMethod,
  packageCount: orders.packageCount,
  packageTypes: orders.packageTypes,
  createdAt: orders.createdAt,
  description: orders.description,
  addToSheet: orders.addToSheet,
  vendor: orders.vendor,
};
export type OrderListRow = Awaited<ReturnType<typeof pageOrderRows>>[number];

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

export const pageOrderRows = (db: Db, filters: OrderFilters, limit: number, offset: number) =>
  db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filtersOf(filters))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** Orders created, and orders edited, on one Nassau business day; each branch has its own index. */
export const countOrdersOfDay = async (db: Db, date: string) => {
  const from = nassauMidnight(date);
  const to = nassauMidnight(date, 1);
  const created = and(gte(orders.createdAt, from), lt(orders.createdAt, to));
  const edited = and(gte(orders.editedAt, from), lt(orders.editedAt, to));
  const [row] = await db
    .select({
      created: sql<number>`count(*) filter (where ${created})`.mapWith(Number),
      edited: sql<number>`count(*) filter (where ${edited})`.mapWith(Number),
    })
    .from(orders)
    .where(and(isNull(orders.deletedAt), or(created, edited)));
  return { created: row?.created ?? 0, edited: row?.edited ?? 0 };
};

const ofCustomer = (userId: number) => and(eq(orders.userId, userId), isNull(orders.deletedAt));

export const customerOrderRows = (db: Db, userId: number, limit: number, offset = 0) =>
  db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(ofCustomer(userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

export const countCustomerOrders = async (db: Db, userId: number) =>
  (await db.select({ n: count() }).from(orders).where(ofCustomer(userId)))[0]?.n ?? 0;
