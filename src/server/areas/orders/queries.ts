import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ItemValues, PackageValues } from '../../db/order-rows';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import { checkpoints, invoicePackages, invoices, items, locations, orderImages, orderUploads, orders, packagePositions, packages, pickups, taxes, trackingEvents, users } from '../../db/schema';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewPackage = typeof packages.$inferInsert;
export type NewItem = typeof items.$inferInsert;
export type UploadOrigin = (typeof orderUploads.$inferSelect)['origin'];

const live = (id: number) => and(eq(orders.id, id), isNull(orders.deletedAt));

/** What the orders screens show of an order's invoice: its number and whether it is paid. */
const invoiceColumns = { id: invoices.id, pseudoId: invoices.pseudoId, status: invoices.status };
export type OrderInvoice = { id: number; pseudoId: string; status: string };

/** The order with its customer, location, pickup and invoice: the header of the detail. */
export const findOrderHeader = async (db: Db, id: number) =>
  (
    await db
      .select({
        order: orders,
        customer: { id: users.id, fullName: users.fullName, email: users.email, flagged: users.flagged },
        location: { id: locations.id, name: locations.name },
        pickup: { id: pickups.id, name: pickups.name },
        invoice: invoiceColumns,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(locations, eq(locations.id, users.locationId))
      .leftJoin(pickups, eq(pickups.id, orders.pickupId))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(live(id))
  )[0];

/** The invoices of a page of orders, in one lookup on the unique order index. */
export const invoicesOfOrders = async (db: Db, orderIds: readonly number[]): Promise<Map<number, OrderInvoice>> =>
  orderIds.length === 0
    ? new Map()
    : new Map(
        (await db.select({ orderId: invoices.orderId, ...invoiceColumns }).from(invoices).where(inArray(invoices.orderId, [...orderIds]))).map(
          ({ orderId, ...invoice }) => [orderId, invoice],
        ),
      );

export const hasPaidInvoice = async (db: Db, orderId: number) =>
  (await db.select({ one: sql`1` }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')))).length > 0;
export type OrderHeader = NonNullable<Awaited<ReturnType<typeof findOrderHeader>>>;

/** Locks a live order for a change, so two saves of one order run one after the other. */
export const lockOrder = async (db: Db, id: number) => (await db.select().from(orders).where(live(id)).for('update'))[0];

/**
 * The order's packages, locked as a scan locks them (their position rows, by package id) before an
 * edit reads or writes any of them. Taken in the scan's order, a scan and an edit of the same
 * packages wait for each other instead of deadlocking, and what the edit checks (scanned, shipped,
 * invoiced) is read after any scan in flight has committed. Joined through packages, whose order
 * index finds the rows.
 */
export const lockPackagesOfOrder = (db: Db, orderId: number) =>
  db
    .select({ id: packagePositions.packageId })
    .from(packagePositions)
    .innerJoin(packages, eq(packages.id, packagePositions.packageId))
    .where(eq(packages.orderId, orderId))
    .orderBy(asc(packagePositions.packageId))
    .for('no key update', { of: packagePositions });

export const packagesOfOrder = (db: Db, orderId: number) =>
  db
    .select({ pkg: packages, checkpoint: { id: checkpoints.id, name: checkpoints.name } })
    .from(packages)
    .leftJoin(packagePositions, eq(packagePositions.packageId, packages.id))
    .leftJoin(checkpoints, eq(checkpoints.id, packagePositions.checkpointId))
    .where(eq(packages.orderId, orderId))
    .orderBy(asc(packages.position), asc(packages.id));
export type PackageWithCheckpoint = Awaited<ReturnType<typeof packagesOfOrder>>[number];

export const itemsOfPackages = async (db: Db, packageIds: readonly number[]) =>
  packageIds.length === 0
    ? []
    : db
        .select({ item: items, tax: { description: taxes.description, tariffCode: taxes.tariffCode } })
        .from(items)
        .innerJoin(taxes, eq(taxes.id, items.taxId))
        .where(inArray(items.packageId, [...packageIds]))
        .orderBy(asc(items.id));
export type ItemWithTax = Awaited<ReturnType<typeof itemsOfPackages>>[number];

export const uploadsOfOrder = (db: Db, orderId: number, origins: readonly UploadOrigin[]) =>
  db
    .select()
    .from(orderUploads)
    .where(and(eq(orderUploads.orderId, orderId), inArray(orderUploads.origin, [...origins])))
    .orderBy(asc(orderUploads.id));

export const imagesOfOrder = (db: Db, orderId: number) =>
  db.select().from(orderImages).where(eq(orderImages.orderId, orderId)).orderBy(asc(orderImages.id));

export const findAccountType = async (db: Db, userId: number) =>
  (await db.select({ accountType: users.accountType }).from(users).where(eq(users.id, userId)))[0]?.accountType;

export const existingTaxIds = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? new Set<number>() : new Set((await db.select({ id: taxes.id }).from(taxes).where(inArray(taxes.id, [...ids]))).map((r) => r.id));

export const pickupExists = async (db: Db, id: number) => (await db.select({ id: pickups.id }).from(pickups).where(eq(pickups.id, id))).length > 0;

/** Package ids taken from the sequence before the insert, because the barcode is built from the id. */
export const reservePackageIds = async (db: Db, n: number): Promise<number[]> =>
  n === 0
    ? []
    : (await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('packages', 'id'))::int as id from generate_series(1, ${n})`)).rows.map(
        (row) => row.id,
      );

export const insertOrder = async (db: Db, values: NewOrder) => (await db.insert(orders).values(values).returning({ id: orders.id }))[0]!.id;

/** The packages, each with its position: not yet scanned, with its order, method and creation time. */
export const insertPackages = async (db: Db, rows: readonly NewPackage[], method: ShippingMethod) => {
  if (rows.length === 0) return;
  await db.insert(packages).values([...rows]);
  await db.execute(sql`
    insert into ${packagePositions} (package_id, order_id, shipping_method, created_at)
    select ${packages.id}, ${packages.orderId}, ${method}, ${packages.createdAt} from ${packages} where ${inArray(packages.id, rows.map((row) => row.id!))}`);
};

/** The order's shipping method on every position of its packages, where it differs. */
export const updatePositionsMethod = (db: Db, orderId: number, method: ShippingMethod) =>
  db
    .update(packagePositions)
    .set({ shippingMethod: method })
    .where(
      and(
        inArray(packagePositions.packageId, db.select({ id: packages.id }).from(packages).where(eq(packages.orderId, orderId))),
        ne(packagePositions.shippingMethod, method),
      ),
    );

export const insertItems = async (db: Db, rows: readonly NewItem[]) => {
  if (rows.length > 0) await db.insert(items).values([...rows]);
};

export const updateOrderRow = async (db: Db, id: number, values: Partial<NewOrder>) =>
  (await db.update(orders).set({ ...values, updatedAt: new Date() }).where(live(id)).returning({ id: orders.id }))[0];

export const updatePackageRow = (db: Db, id: number, values: PackageValues) => db.update(packages).set(values).where(eq(packages.id, id));

export const updateItemRow = (db: Db, id: number, values: ItemValues) => db.update(items).set(values).where(eq(items.id, id));

/** Items go with their package (ON DELETE CASCADE). */
export const deletePackageRows = async (db: Db, ids: readonly number[]) => {
  if (ids.length > 0) await db.delete(packages).where(inArray(packages.id, [...ids]));
};

export const deleteItemRows = async (db: Db, ids: readonly number[]) => {
  if (ids.length > 0) await db.delete(items).where(inArray(items.id, [...ids]));
};

/** The packages among `ids` that have been scanned: their history must stay. */
export const trackedPackages = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .selectDistinct({ id: packages.id, barcode: packages.barcode })
        .from(packages)
        .innerJoin(trackingEvents, eq(trackingEvents.packageId, packages.id))
        .where(inArray(packages.id, [...ids]))
        .orderBy(asc(packages.id));

/** The packages among `ids` that the order's invoice priced: its lines refer to them. */
export const invoicedPackages = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .selectDistinct({ id: packages.id, barcode: packages.barcode })
        .from(packages)
        .innerJoin(invoicePackages, eq(invoicePackages.packageId, packages.id))
        .where(inArray(packages.id, [...ids]))
        .orderBy(asc(packages.id));

export const toggleAddToSheetRow = async (db: Db, id: number) =>
  (
    await db
      .update(orders)
      .set({ addToSheet: sql`not ${orders.addToSheet}`, updatedAt: new Date() })
      .where(live(id))
      .returning({ id: orders.id, add_to_sheet: orders.addToSheet })
  )[0];
