import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceManualItems, invoicePackages, invoices, items, orders, packagePositions, packages } from '../../db/schema';
import type { NewInvoice } from './queries';

/** What pricing reads of an order (pricing-input.ts): the repricing of stored invoices selects these too. */
export const orderToInvoiceColumns = {
  id: orders.id,
  userId: orders.userId,
  shippingMethod: orders.shippingMethod,
  warehouseVia: orders.warehouseVia,
  validUnitPrice: orders.validUnitPrice,
  createdAt: orders.createdAt,
};

/** Locks a live order before it is invoiced, so two requests to invoice it run one after the other. */
export const lockOrderToInvoice = async (db: Db, orderId: number) =>
  (
    await db
      .select(orderToInvoiceColumns)
      .from(orders)
      .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
      .for('update')
  )[0];
export type OrderToInvoice = NonNullable<Awaited<ReturnType<typeof lockOrderToInvoice>>>;

export const invoiceOfOrder = async (db: Db, orderId: number) =>
  (await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)))[0];

/** The orders' packages, each order's in its form's order, as measured (lb, cm), with where each waits now. */
export const packagesToPrice = (db: Db, orderIds: readonly number[]) =>
  db
    .select({
      orderId: packages.orderId,
      id: packages.id,
      weightLb: packages.weightLb,
      lengthCm: packages.lengthCm,
      widthCm: packages.widthCm,
      heightCm: packages.heightCm,
      checkpointId: packagePositions.checkpointId,
      checkpointAt: packagePositions.checkpointAt,
    })
    .from(packages)
    .leftJoin(packagePositions, eq(packagePositions.packageId, packages.id))
    .where(inArray(packages.orderId, [...orderIds]))
    .orderBy(asc(packages.orderId), asc(packages.position), asc(packages.id));
export type PackageToPrice = Awaited<ReturnType<typeof packagesToPrice>>[number];

export const itemsToPrice = async (db: Db, packageIds: readonly number[]) =>
  packageIds.length === 0
    ? []
    : db
        .select({ packageId: items.packageId, taxId: items.taxId, quantity: items.quantity, unitPriceCents: items.unitPriceCents, hazard: items.hazard, fragile: items.fragile })
        .from(items)
        .where(inArray(items.packageId, [...packageIds]))
        .orderBy(asc(items.id));
export type ItemToPrice = Awaited<ReturnType<typeof itemsToPrice>>[number];

export type NewInvoicePackage = typeof invoicePackages.$inferInsert;
export type NewManualItem = Omit<typeof invoiceManualItems.$inferInsert, 'invoiceId' | 'id'>;

/** The invoice, its packages and (for a manual invoice) its purchase lines; answers its id and number. */
export const insertInvoice = async (db: Db, values: NewInvoice, lines: readonly Omit<NewInvoicePackage, 'invoiceId'>[], manualItems: readonly NewManualItem[]) => {
  const [created] = await db.insert(invoices).values(values).returning({ id: invoices.id, pseudo_id: invoices.pseudoId });
  const invoiceId = created!.id;
  if (lines.length > 0) await db.insert(invoicePackages).values(lines.map((line) => ({ ...line, invoiceId })));
  if (manualItems.length > 0) await db.insert(invoiceManualItems).values(manualItems.map((item) => ({ ...item, invoiceId })));
  return created!;
};
