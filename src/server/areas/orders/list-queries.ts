import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders, users } from '../../db/schema';
import type { FindClientsNamed } from '../../db/client-name-queries';
import { nassauMidnight, withinDays } from '../../db/nassau-days';

export type OrderFilters = {
  methods: readonly string[] | undefined;
  search: string;
  /** Nassau business dates, 'YYYY-MM-DD', both inclusive. */
  start: string | undefined;
  end: string | undefined;
  location: number | undefined;
  checkpoint: number | undefined;
  /** By date created: newest first (desc) unless asked for the oldest. */
  direction: 'asc' | 'desc';
};

/** The instant a Nassau business day begins; `days` moves to a later day (1 = the next midnight). */

/** Digits are an order id or an invoice id: either finds the order. */
const idSearch = (search: string) => (/^\d{1,9}$/.test(search) ? Number(search) : undefined);

/** An invoice number as printed ('26-000123'), or with its leading zeros left out ('26-123'). */
const invoiceNumberSearch = (search: string) => {
  const match = /^(\d{2})-(\d{1,6})$/.exec(search);
  return match ? `${match[1]}-${match[2]!.padStart(6, '0')}` : undefined;
};

/**
 * The order a search names by number: itself by id, or the one whose invoice has that id or number.
 * Each is one probe of a unique index (the invoice's order comes back from a subquery run once), so
 * the list's plan stays a primary-key lookup of at most two orders.
 */
const orderNamedBy = (search: string) => {
  const id = idSearch(search);
  if (id !== undefined) return sql`${orders.id} = any(array[${id}::int, (select ${invoices.orderId} from ${invoices} where ${invoices.id} = ${id})])`;
  const number = invoiceNumberSearch(search);
  if (number !== undefined) return sql`${orders.id} = (select ${invoices.orderId} from ${invoices} where ${invoices.pseudoId} = ${number})`;
  return undefined;
};

/** The conditions on the order itself, without the search and the customer's location. */
const orderConditions = (filters: OrderFilters) =>
  and(
    isNull(orders.deletedAt),
    filters.methods ? inArray(orders.shippingMethod, [...filters.methods]) : undefined,
    filters.start ? gte(orders.createdAt, nassauMidnight(filters.start)) : undefined,
    filters.end ? lt(orders.createdAt, nassauMidnight(filters.end, 1)) : undefined,
    filters.checkpoint
      ? sql`exists (select 1 from packages p join package_positions pp on pp.package_id = p.id where p.order_id = ${orders.id} and pp.checkpoint_id = ${filters.checkpoint})`
      : undefined,
  );

const rowColumns = {
  id: orders.id,
  status: orders.status,
  completed: orders.completed,
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
export type OrderListRow = Awaited<ReturnType<typeof newestOrderRows>>[number];

const newestFirst = [desc(orders.createdAt), desc(orders.id)];
const inOrder = (direction: 'asc' | 'desc') => (direction === 'asc' ? [asc(orders.createdAt), asc(orders.id)] : newestFirst);

/** Walks orders_created_at_idx from the newest order (or the oldest), keeping those that pass `where`. */
const newestOrderRows = (db: Db, where: SQL | undefined, limit: number, offset: number, direction: 'asc' | 'desc' = 'desc') =>
  db.select(rowColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where).orderBy(...inOrder(direction)).limit(limit).offset(offset);

/**
 * Up to this many matching clients, their orders are read client by client from orders_user_idx;
 * beyond it, the newest orders are walked and kept when their client matches. A client has a
 * handful of orders, so reading k clients costs about k × page rows while walking costs about
 * page rows × clients / k: the two meet near the square root of the number of clients (about 220
 * for 50,000). Either way the answer is the same; only the cost differs.
 */
export const clientByClientLimit = 200;

/**
 * The page among the orders of the clients in `userIds` (array text): each client's newest
 * (offset + limit) orders from orders_user_idx (index-only when no other filter needs the order
 * row), merged newest first; only the page's own orders are then read in full.
 */
const ordersOfClients = (db: Db, userIds: string, where: SQL | undefined, limit: number, offset: number, direction: 'asc' | 'desc') => {
  const client = sql`client`;
  const firstOfClient = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(sql`${orders.userId} = ${client}.id`, where))
    .orderBy(...inOrder(direction))
    .limit(offset + limit)
    .as('newest');
  const by = direction === 'asc' ? asc : desc;
  const page = db
    .select({ id: firstOfClient.id })
    .from(sql`unnest(${userIds}::int[]) as ${client}(id)`)
    .crossJoinLateral(firstOfClient)
    .orderBy(by(firstOfClient.createdAt), by(firstOfClient.id))
    .limit(limit)
    .offset(offset);
  return newestOrderRows(db, inArray(orders.id, page), limit, 0, direction);
};

/** One page of the list: for a few named clients, their orders client by client; otherwise the newest walked. */
export const pageOrderRows = async (db: Db, filters: OrderFilters, search: OrderSearch, limit: number, offset: number): Promise<OrderListRow[]> => {
  if (search === null) return [];
  if (search.clients && search.clients.count <= clientByClientLimit) return ordersOfClients(db, search.clients.ids, orderConditions(filters), limit, offset, filters.direction);
  return newestOrderRows(db, search.where, limit, offset, filters.direction);
};

/**
 * The list's whole condition, or null when a name search found nobody. A name search first finds
 * the matching users, so the orders query is planned knowing how many clients it is for.
 */
export const searchOrders = async (db: Db, filters: OrderFilters, findClientsNamed: FindClientsNamed) => {
  const where = orderConditions(filters);
  const located = filters.location ? eq(users.locationId, filters.location) : undefined;
  if (!filters.search) return { where: and(where, located) };
  const byNumber = orderNamedBy(filters.search);
  if (byNumber) return { where: and(where, located, byNumber) };
  // The location is a property of the client, so it is applied to the users found.
  const clients = await findClientsNamed(db, filters.search, filters.location);
  if (clients.count === 0) return null;
  return { where: and(where, sql`${orders.userId} = any(${clients.ids}::int[])`), clients };
};

/**
 * How many orders pass the list's search and filters, read no further than `cap` + 1 rows: enough
 * to say "1,000+" without counting half a million orders on every page.
 */
export type OrderSearch = Awaited<ReturnType<typeof searchOrders>>;

export const countOrderRows = async (db: Db, search: OrderSearch, cap: number) => {
  if (search === null) return 0;
  const matching = db.select({ one: sql`1` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(search.where).limit(cap + 1).as('matching');
  return (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
};

/**
 * Live orders created, and live orders edited, on one Nassau business day: two range counts, each
 * on its own partial index of live orders, so neither reads the other's rows.
 */
export const countOrdersOfDay = async (db: Db, date: string) => {
  const countWhere = (condition: SQL | undefined) => sql`(select count(*)::int from ${orders} where ${condition})`;
  const created = countWhere(and(isNull(orders.deletedAt), withinDays(orders.createdAt, date)));
  const edited = countWhere(and(isNull(orders.deletedAt), withinDays(orders.editedAt, date)));
  const { rows } = await db.execute<{ created: number; edited: number }>(sql`select ${created} as created, ${edited} as edited`);
  return { created: rows[0]?.created ?? 0, edited: rows[0]?.edited ?? 0 };
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
