import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { methodCounts, type MethodCountKey } from '../../../domain/reports';
import type { Db } from '../../db/client';
import { orders, packages, shipmentPackages, shipments, users } from '../../db/schema';
import { withinDays } from '../../db/nassau-days';

export type DayRange = { start_date: string; end_date: string };

/** Live orders created within the range's Nassau days: a range of the live orders' created_at index. */
const inRange = (range: DayRange) => and(isNull(orders.deletedAt), withinDays(orders.createdAt, range.start_date, range.end_date))!;

const countOf = (methods: readonly string[]) =>
  sql<number>`count(*) filter (where ${inArray(orders.shippingMethod, [...methods])})`.mapWith(Number);

/** The report's totals over the whole range: clients, orders, and orders by method. */
export const clientReportTotals = async (db: Db, range: DayRange) => {
  const byMethod = Object.fromEntries(Object.entries(methodCounts).map(([key, methods]) => [key, countOf(methods)])) as Record<MethodCountKey, ReturnType<typeof countOf>>;
  const [row] = await db
    .select({ clients: sql<number>`count(distinct ${orders.userId})`.mapWith(Number), orders: sql<number>`count(*)`.mapWith(Number), ...byMethod })
    .from(orders)
    .where(inRange(range));
  return row!;
};

/** Clients with orders in the range, most orders first (then by id); limit null: all of them. */
export const clientRows = (db: Db, range: DayRange, limit: number | null, offset = 0) => {
  const ordered = sql<number>`count(*)`.mapWith(Number);
  const perClient = db.select({ userId: orders.userId, orders: ordered.as('orders') }).from(orders).where(inRange(range)).groupBy(orders.userId).as('per_client');
  const query = db
    .select({ id: users.id, name: users.fullName, email: users.email, orders: perClient.orders })
    .from(perClient)
    .innerJoin(users, eq(users.id, perClient.userId))
    .orderBy(desc(perClient.orders), asc(users.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
};

/** Clients of one page, or null for every client in the range (the CSV). */
export type ClientIds = readonly number[] | null;
const ofClients = (range: DayRange, clientIds: ClientIds) => (clientIds === null ? inRange(range) : and(inArray(orders.userId, [...clientIds]), inRange(range)));

/** The clients' orders in the range, newest first. */
export const ordersOfClients = (db: Db, range: DayRange, clientIds: ClientIds) =>
  db
    .select({ id: orders.id, userId: orders.userId, createdAt: orders.createdAt, shippingMethod: orders.shippingMethod, description: orders.description })
    .from(orders)
    .where(ofClients(range, clientIds))
    .orderBy(desc(orders.createdAt), desc(orders.id));
export type ClientOrderRecord = Awaited<ReturnType<typeof ordersOfClients>>[number];

/** Per client, the latest arrival date of a shipment holding a package of their orders in the range. */
export const lastShippedDates = async (db: Db, range: DayRange, clientIds: ClientIds) => {
  const rows = await db
    .select({ userId: orders.userId, arrival: sql<string>`max(${shipments.arrivalDate})` })
    .from(orders)
    .innerJoin(packages, eq(packages.orderId, orders.id))
    .innerJoin(shipmentPackages, eq(shipmentPackages.packageId, packages.id))
    .innerJoin(shipments, eq(shipments.id, shipmentPackages.shipmentId))
    .where(ofClients(range, clientIds))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, row.arrival]));
};
