import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packages, shipmentBoxes, shipmentPackages, users } from '../../db/schema';
import { packageSearchCondition } from '../../db/package-search';

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

const notShipped = sql`not exists (select 1 from ${shipmentPackages} where ${shipmentPackages.packageId} = ${packages.id})`;

const unshippedCondition = (search: string) => and(isNull(orders.deletedAt), notShipped, packageSearchCondition(search));

const pickerRows = (db: Db) =>
  db.select(pickerColumns).from(packages).innerJoin(orders, eq(orders.id, packages.orderId)).innerJoin(users, eq(users.id, orders.userId));

/** Packages of live orders in no shipment, newest first: read down the packages' creation index. */
export const unshippedRowsPage = (db: Db, search: string, limit: number, offset: number) =>
  pickerRows(db).where(unshippedCondition(search)).orderBy(desc(packages.createdAt), desc(packages.id)).limit(limit).offset(offset);
export type PickerRow = Awaited<ReturnType<typeof unshippedRowsPage>>[number];

/** How many unshipped packages match, read no further than `cap` + 1 rows. */
export const countUnshipped = async (db: Db, search: string, cap: number) => {
  const matching = db
    .select({ one: sql`1` })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(unshippedCondition(search))
    .limit(cap + 1)
    .as('matching');
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
