import { and, asc, count, desc, eq, gte, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PackagesQuery } from '../../../domain/packages';
import { methodsForFilter } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import { packageSearchCondition } from '../../db/package-search';
import { checkpoints, orders, packagePositions, packages, trackingEvents, users } from '../../db/schema';
import { nassauMidnight } from '../../db/nassau-days';

/** The filters without paging, with the flags already read as booleans. */
export type PackageFilter = Omit<PackagesQuery, 'page' | 'search' | 'reverseCheckpoint' | 'reverseMethod'> &
  Partial<Pick<PackagesQuery, 'search' | 'reverseCheckpoint' | 'reverseMethod'>>;


/**
 * The list at one checkpoint reads the positions index (checkpoint, created_at, id) in the list's
 * order; every other list reads the packages by their creation index. The same creation time and
 * id are in both tables, so the order is the same whichever is read.
 */
const listOrder = (filter: PackageFilter) =>
  filter.checkpoint !== undefined && !filter.reverseCheckpoint
    ? { createdAt: packagePositions.createdAt, id: packagePositions.packageId }
    : { createdAt: packages.createdAt, id: packages.id };

/** The position part of a filter: what the positions indexes (checkpoint, checkpoint_at, …) can answer. */
const packageCondition = (filter: PackageFilter, createdAt: PgColumn): SQL | undefined =>
  and(
    filter.checkpoint === undefined
      ? undefined
      : filter.reverseCheckpoint
        ? sql`${packagePositions.checkpointId} is distinct from ${filter.checkpoint}`
        : eq(packagePositions.checkpointId, filter.checkpoint),
    // The database's clock decides "more than N days", so every API process agrees.
    filter.minDays === undefined ? undefined : lt(packagePositions.checkpointAt, sql`now() - make_interval(days => ${filter.minDays}::int)`),
    filter.start ? gte(createdAt, nassauMidnight(filter.start)) : undefined,
    filter.end ? lt(createdAt, nassauMidnight(filter.end, 1)) : undefined,
  );

/** On the position's copy of its order's method, so the list and the alert counts read the same column. */
const methodCondition = (filter: PackageFilter): SQL | undefined => {
  if (!filter.method) return undefined;
  const methods = [...methodsForFilter(filter.method)];
  return filter.reverseMethod ? notInArray(packagePositions.shippingMethod, methods) : inArray(packagePositions.shippingMethod, methods);
};

export const listPackageRows = (db: Db, filter: PackageFilter, limit: number, offset: number) => {
  const order = listOrder(filter);
  return db
    .select({
      id: packages.id,
      orderId: packages.orderId,
      customer: users.fullName,
      shippingMethod: orders.shippingMethod,
      type: packages.type,
      // A scalar subquery, not a fifth join: planning grows with every joined table, and it was most of this query's time.
      checkpoint: sql<string | null>`(select ${checkpoints.name} from ${checkpoints} where ${checkpoints.id} = ${packagePositions.checkpointId})`,
      itemsNo: packages.itemsNo,
      description: packages.description,
      createdAt: packages.createdAt,
      barcode: packages.barcode,
    })
    .from(packages)
    .innerJoin(packagePositions, eq(packagePositions.packageId, packages.id))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(listCondition(filter))
    .orderBy(desc(order.createdAt), desc(order.id))
    .limit(limit)
    .offset(offset);
};

const listCondition = (filter: PackageFilter) =>
  and(isNull(orders.deletedAt), packageCondition(filter, listOrder(filter).createdAt), methodCondition(filter), packageSearchCondition(filter.search ?? ''));

/** The position's order is not deleted: an anti-join against the small index of deleted orders. */
const liveOrder = sql`not exists (select 1 from ${orders} where ${orders.id} = ${packagePositions.orderId} and ${orders.deletedAt} is not null)`;

/**
 * How many packages the list's search and filters select, read no further than `cap` + 1 rows.
 * Without a search only the positions are read, as the alert counts do (the list's joins would
 * multiply the cost of counting by the rows counted); a search needs the order and its customer.
 */
export const countPackageRows = async (db: Db, filter: PackageFilter, cap: number) => {
  const matching = filter.search
    ? searchedRows(db, filter, cap)
    : db
        .select({ one: sql`1` })
        .from(packagePositions)
        .where(and(packageCondition(filter, packagePositions.createdAt), methodCondition(filter), liveOrder))
        .limit(cap + 1)
        .as('matching');
  return (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
};

const searchedRows = (db: Db, filter: PackageFilter, cap: number) =>
  db
    .select({ one: sql`1` })
    .from(packages)
    .innerJoin(packagePositions, eq(packagePositions.packageId, packages.id))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(listCondition(filter))
    .limit(cap + 1)
    .as('matching');
export type PackageListRow = Awaited<ReturnType<typeof listPackageRows>>[number];

/** The filters a count takes: everything the list filters on except the search, which needs the orders and users. */
export type PackageCountFilter = Omit<PackageFilter, 'search'>;

/**
 * How many packages of live orders each filter selects. Each count reads only the positions
 * index (checkpoint, checkpoint_at, method, order): an index-only range over the packages at that
 * checkpoint for that long, whatever the size of the history. Deleted orders are few, so they are
 * taken out by an anti-join against their own small index rather than by reading each order.
 */
export const countPackagesByFilter = async <K extends string>(db: Db, filters: Record<K, PackageCountFilter>): Promise<Record<K, number>> => {
  const keys = Object.keys(filters) as K[];
  const counts = keys.map(
    (key) => sql`(select count(*)::int from ${packagePositions} where ${and(packageCondition(filters[key], packagePositions.createdAt), methodCondition(filters[key]), liveOrder)})`,
  );
  const { rows } = await db.execute<{ counts: number[] }>(sql`select array[${sql.join(counts, sql`, `)}] as counts`);
  return Object.fromEntries(keys.map((key, i) => [key, rows[0]?.counts[i] ?? 0])) as Record<K, number>;
};

/** Everything a label prints; package n of total counts the order's packages in their form order. */
export const findLabelRow = async (db: Db, id: number) => {
  const [row] = await db
    .select({
      barcode: packages.barcode,
      weight: packages.weightLb,
      length: packages.lengthCm,
      width: packages.widthCm,
      height: packages.heightCm,
      sect: packages.sect,
      delivery: orders.shippingMethod,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      locationId: users.locationId,
      totalPackages: sql<number>`(select count(*)::int from ${packages} as siblings where siblings.order_id = ${packages.orderId})`,
      packageNo: sql<number>`(select count(*)::int from ${packages} as siblings where siblings.order_id = ${packages.orderId} and (siblings.position, siblings.id) <= (${packages.position}, ${packages.id}))`,
    })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(packages.id, id), isNull(orders.deletedAt)));
  return row;
};

/** Who owns the package's order; undefined for an unknown package or a deleted order. */
export const findPackageOwner = async (db: Db, id: number) => {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .where(and(eq(packages.id, id), isNull(orders.deletedAt)));
  return row?.userId;
};

export const listTrackingRows = (db: Db, packageId: number) =>
  db
    .select({
      name: checkpoints.name,
      occurredAt: trackingEvents.occurredAt,
      checkpointId: trackingEvents.checkpointId,
      duplicate: trackingEvents.duplicate,
      offline: trackingEvents.offline,
      receivedAt: trackingEvents.receivedAt,
      scannedBy: users.fullName,
    })
    .from(trackingEvents)
    .innerJoin(checkpoints, eq(checkpoints.id, trackingEvents.checkpointId))
    .innerJoin(users, eq(users.id, trackingEvents.userId))
    .where(eq(trackingEvents.packageId, packageId))
    .orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.id));
