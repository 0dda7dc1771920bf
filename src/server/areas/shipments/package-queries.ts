import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packagePositions, packages, shipmentBoxes, shipmentPackages, users } from '../../db/schema';

/** What the picker and the manifest show of a package. */
const pickerColumns = {
  id: packages.id,
  barcode: packages.barcode,
  sect: packages.sect,
  orderId: packages.orderId,
  userId: orders.userId,
  customer: users.fullName,
  description: packages.description,
  type: packages.type,
  weightLb: packages.weightLb,
  shippingMethod: orders.shippingMethod,
  createdAt: packages.createdAt,
};

/** The position's order is not deleted: an anti-join against the small index of deleted orders. */
const liveOrder = sql`not exists (select 1 from ${orders} where ${orders.id} = ${packagePositions.orderId} and ${orders.deletedAt} is not null)`;

/**
 * Unshipped packages of live orders, read from the positions' partial index of unshipped packages
 * newest first: the walk never passes a shipped package, however long the shipped history grows.
 */
const unshippedPositions = (search: SQL | undefined) => and(sql`not ${packagePositions.shipped}`, liveOrder, search);
const newestFirst = [desc(packagePositions.createdAt), desc(packagePositions.packageId)];

/** One page: the ids are paged on the narrow index alone, and only the page's rows are joined to their orders and customers. */
export const unshippedRowsPage = async (db: Db, search: SQL | undefined, limit: number, offset: number) => {
  const page = db.select({ id: packagePositions.packageId }).from(packagePositions).where(unshippedPositions(search)).orderBy(...newestFirst).limit(limit).offset(offset);
  return db
    .select(pickerColumns)
    .from(packages)
    .innerJoin(packagePositions, eq(packagePositions.packageId, packages.id))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(packages.id, page))
    .orderBy(...newestFirst);
};
export type PickerRow = Awaited<ReturnType<typeof unshippedRowsPage>>[number];

/** How many unshipped packages match, read no further than `cap` + 1 rows of the index. */
export const countUnshipped = async (db: Db, search: SQL | undefined, cap: number) => {
  const matching = db.select({ one: sql`1` }).from(packagePositions).where(unshippedPositions(search)).limit(cap + 1).as('matching');
  return (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
};

/** The shipment's packages in box order, then their own; those in no box come last. */
export const groupedPackageRows = (db: Db, shipmentId: number) =>
  db
    .select({ ...pickerColumns, box: shipmentBoxes.name })
    .from(shipmentPackages)
    .innerJoin(packages, eq(packages.id, shipmentPackages.packageId))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(shipmentBoxes, eq(shipmentBoxes.id, shipmentPackages.boxId))
    .where(eq(shipmentPackages.shipmentId, shipmentId))
    .orderBy(sql`${shipmentBoxes.position} asc nulls last`, asc(shipmentPackages.position));
