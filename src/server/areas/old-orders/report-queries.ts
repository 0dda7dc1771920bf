import { and, asc, count, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { pickupCounterCheckpoints } from '../../../domain/constants';
import { releasedCheckpoints } from '../../../domain/constants';
import type { Db } from '../../db/client';
import type { SearchTarget } from '../../db/package-search';
import { checkpoints, invoices, orders, packagePositions, packages, users } from '../../db/schema';

const pp = packagePositions;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Not deleted and not approved for sale: two hashed lists of the few orders that are, each read
 * from its own partial index alone (orders_deleted_idx, orders_for_sale_idx), so the positions
 * never probe orders one by one.
 */
const orderStillOpen = and(
  sql`${pp.orderId} not in (select ${orders.id} from ${orders} where ${orders.deletedAt} is not null)`,
  sql`${pp.orderId} not in (select ${orders.id} from ${orders} where ${orders.forSaleAt} is not null and ${orders.deletedAt} is null)`,
)!;

/** At a pickup counter since `cutoff` or earlier: a range of package_positions_checkpoint_idx per counter. */
export const atCounterSince = (cutoff: Date) => and(sql`${pp.checkpointId} in (${idList(pickupCounterCheckpoints)})`, lte(pp.checkpointAt, cutoff))!;

/** Not released: never scanned, or anywhere but Out for delivery and Delivered. For the few positions of one order. */
export const unreleased = sql`(${pp.checkpointId} is null or ${pp.checkpointId} not in (${idList(releasedCheckpoints)}))`;

/**
 * The same positions as ranges of package_positions_checkpoint_idx, each read from the index alone
 * ("not in" would read every position, nearly all of them released): released is the run 22–23.
 */
const [firstReleased, lastReleased] = releasedCheckpoints;
const unreleasedRanges = [sql`${pp.checkpointId} is null`, sql`${pp.checkpointId} < ${firstReleased}`, sql`${pp.checkpointId} > ${lastReleased}`];

/** The orders holding unreleased positions, as an array: the orders are then read by probes of their key, never walked from the oldest. */
const holdingGoods = sql`array(${sql.join(
  unreleasedRanges.map((range) => sql`select ${pp.orderId} from ${pp} where ${range}`),
  sql` union all `,
)})`;

const barcodeOrder = (packageId: number | null) =>
  packageId === null ? sql`null` : sql`(select ${packages.orderId} from ${packages} where ${packages.id} = ${packageId})`;

/** The search on positions: an order id, the order of a package's barcode, or the orders of the clients named (ids as PostgreSQL array text). */
export const positionsSearch = (target: SearchTarget, clientIds: string): SQL => {
  if ('order' in target) return eq(pp.orderId, target.order);
  if ('package' in target) return sql`${pp.orderId} = ${barcodeOrder(target.package)}`;
  return sql`${pp.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = any(${clientIds}::int[]) and ${orders.deletedAt} is null)`;
};

/** The same search on orders. */
export const ordersSearch = (target: SearchTarget, clientIds: string): SQL => {
  if ('order' in target) return eq(orders.id, target.order);
  if ('package' in target) return sql`${orders.id} = ${barcodeOrder(target.package)}`;
  return sql`${orders.userId} = any(${clientIds}::int[])`;
};

/** A page of orders with old packages, oldest waiting first; each row carries the total of matching orders. */
export const oldPackageOrders = (db: Db, cutoff: Date, search: SQL | undefined, limit: number, offset: number) => {
  const matching = db.$with('matching').as(
    db
      .select({ orderId: pp.orderId, since: sql`min(${pp.checkpointAt})`.mapWith(pp.checkpointAt).as('since'), packages: sql<number>`count(*)`.mapWith(Number).as('packages') })
      .from(pp)
      .where(and(atCounterSince(cutoff), orderStillOpen, search))
      .groupBy(pp.orderId),
  );
  return db
    .with(matching)
    .select({ orderId: matching.orderId, packages: matching.packages, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matching)
    .orderBy(asc(matching.since), asc(matching.orderId))
    .limit(limit)
    .offset(offset);
};

export const countOldPackageOrders = async (db: Db, cutoff: Date, search: SQL | undefined) =>
  (await db.select({ n: sql<number>`count(distinct ${pp.orderId})`.mapWith(Number) }).from(pp).where(and(atCounterSince(cutoff), orderStillOpen, search)))[0]?.n ?? 0;

/** Live orders not approved for sale, recorded by `cutoff`, still holding a package not released. */
const oldOrder = (cutoff: Date, search: SQL | undefined) =>
  and(lte(orders.createdAt, cutoff), isNull(orders.deletedAt), isNull(orders.forSaleAt), sql`${orders.id} = any(${holdingGoods})`, search);

/** A page of old orders, oldest first; each row carries the total of matching orders. */
export const oldOrderIds = (db: Db, cutoff: Date, search: SQL | undefined, limit: number, offset: number) =>
  db
    .select({ orderId: orders.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(oldOrder(cutoff, search))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
    .offset(offset);

export const countOldOrders = async (db: Db, cutoff: Date, search: SQL | undefined) =>
  (await db.select({ n: count() }).from(orders).where(oldOrder(cutoff, search)))[0]?.n ?? 0;

/** What the reports show of a page of orders (ids as PostgreSQL array text): client, invoice, and where its goods wait since when. */
export const orderDetails = (db: Db, ids: string, waiting: SQL) => {
  // Of the order's packages that meet `waiting`, the one that has stood still longest (never
  // scanned last): read through the order's few packages, never through every position.
  const longest = db
    .select({ since: pp.checkpointAt, checkpointId: pp.checkpointId })
    .from(packages)
    .innerJoin(pp, eq(pp.packageId, packages.id))
    .where(and(eq(packages.orderId, orders.id), waiting))
    .orderBy(sql`${pp.checkpointAt} asc nulls last`, asc(pp.packageId))
    .limit(1)
    .as('longest');
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      packageCount: orders.packageCount,
      clientId: users.id,
      client: users.fullName,
      invoice: { id: invoices.id, createdAt: invoices.createdAt, status: invoices.status },
      since: longest.since,
      location: checkpoints.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoinLateral(longest, sql`true`)
    .leftJoin(checkpoints, eq(checkpoints.id, longest.checkpointId))
    .where(sql`${orders.id} = any(${ids}::int[])`);
};
export type OrderDetail = Awaited<ReturnType<typeof orderDetails>>[number];
