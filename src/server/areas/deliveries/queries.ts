import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businessTimeZone } from '../../../domain/constants';
import { deliveryTimeWindows } from '../../../domain/deliveries';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { deliveries, deliveryOrders, users } from '../../db/schema';

export type DeliveryFilter = { search: string; date?: string | undefined };

const maxInt = 2_147_483_647;
const deliverer = alias(users, 'deliverer');

/**
 * A number is a customer's Dept # (their user id) or an order id; any text is part of the
 * customer's full name (through the users trigram index) or of the directions.
 */
const searchCondition = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const like = containing(search);
  const branches: SQL[] = [
    sql`${deliveries.userId} = any(array(select ${users.id} from ${users} where ${users.fullName} ilike ${like}))`,
    sql`${deliveries.directions} ilike ${like}`,
  ];
  if (/^\d{1,10}$/.test(search) && Number(search) <= maxInt) {
    const n = Number(search);
    branches.push(eq(deliveries.userId, n), sql`${deliveries.id} in (select ${deliveryOrders.deliveryId} from ${deliveryOrders} where ${deliveryOrders.orderId} = ${n})`);
  }
  return or(...branches);
};

const filterCondition = (filter: DeliveryFilter) => and(searchCondition(filter.search), filter.date ? eq(deliveries.date, filter.date) : undefined);

const windowRank = sql`array_position(array[${sql.join(
  deliveryTimeWindows.map((w) => sql`${w}`),
  sql`, `,
)}]::text[], ${deliveries.timeWindow})`;
const pending = sql`${deliveries.deliveredAt} is null`;

/**
 * Undelivered first, soonest day and window first, so overdue ones lead; then the delivered
 * ones, latest first, so the history does not push today's work off the first page.
 */
const listOrder = [
  sql`${deliveries.deliveredAt} is not null`,
  sql`case when ${pending} then ${deliveries.date} end asc`,
  sql`case when ${pending} then ${windowRank} end asc`,
  sql`case when not ${pending} then ${deliveries.date} end desc`,
  sql`case when not ${pending} then ${windowRank} end desc`,
  asc(deliveries.id),
];

const rowColumns = {
  id: deliveries.id,
  userId: deliveries.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  flagged: users.flagged,
  directions: deliveries.directions,
  timeWindow: deliveries.timeWindow,
  weightLb: deliveries.weightLb,
  totalCents: deliveries.totalCents,
  date: deliveries.date,
  deliveredAt: deliveries.deliveredAt,
  delivererId: deliverer.id,
  delivererFirstName: deliverer.firstName,
  delivererLastName: deliverer.lastName,
  orders: sql<number[]>`array(select ${deliveryOrders.orderId} from ${deliveryOrders} where ${deliveryOrders.deliveryId} = ${deliveries.id} order by ${deliveryOrders.orderId})`,
};

const rows = (db: Db) =>
  db.select(rowColumns).from(deliveries).innerJoin(users, eq(users.id, deliveries.userId)).leftJoin(deliverer, eq(deliverer.id, deliveries.deliveredBy));

export const deliveryRowsPage = (db: Db, filter: DeliveryFilter, limit: number, offset: number) =>
  rows(db)
    .where(filterCondition(filter))
    .orderBy(...listOrder)
    .limit(limit)
    .offset(offset);
export type DeliveryRow = Awaited<ReturnType<typeof deliveryRowsPage>>[number];

export const countDeliveries = async (db: Db, filter: DeliveryFilter) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(deliveries).where(filterCondition(filter)))[0]?.n ?? 0;

export const deliveryRow = async (db: Db, id: number) => (await rows(db).where(eq(deliveries.id, id)))[0];

/** Sets the delivery delivered once; an already delivered one is left as it is (no row returned). */
export const markDelivered = async (db: Db, id: number, at: Date, userId: number) =>
  (
    await db
      .update(deliveries)
      .set({ deliveredAt: at, deliveredBy: userId })
      .where(and(eq(deliveries.id, id), isNull(deliveries.deliveredAt)))
      .returning({ id: deliveries.id })
  )[0];

/** Undelivered deliveries dated today in Nassau or earlier: a count over the partial index of undelivered rows. */
export const countOutstanding = async (db: Db) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(and(isNull(deliveries.deliveredAt), sql`${deliveries.date} <= (now() at time zone ${businessTimeZone})::date`))
  )[0]?.n ?? 0;

export type NewDelivery = Omit<typeof deliveries.$inferInsert, 'id' | 'deliveredAt' | 'deliveredBy' | 'createdAt'>;

/** A delivery and the orders it brings, in the caller's transaction. */
export const insertDelivery = async (db: Db, delivery: NewDelivery, orderIds: readonly number[]) => {
  const [row] = await db.insert(deliveries).values(delivery).returning({ id: deliveries.id });
  const id = row!.id;
  if (orderIds.length > 0) await db.insert(deliveryOrders).values([...new Set(orderIds)].map((orderId) => ({ deliveryId: id, orderId })));
  return id;
};
