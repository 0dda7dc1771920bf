import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerTypes } from '../../../domain/constants';
import type { InvoiceStatus } from '../../../domain/invoices';
import type { Db } from '../../db/client';
import { cartItems, invoiceFees, invoiceManualItems, invoicePackages, invoices, orders, packageC13, packages, taxes, users } from '../../db/schema';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** An invoice lives with its order: the invoice of a deleted order is gone with it. */
const liveOrder = and(eq(orders.id, invoices.orderId), isNull(orders.deletedAt));

/** The invoice with its customer and its order's method: the header of GET /invoices/{id}. */
export const findInvoice = async (db: Db, id: number) =>
  (
    await db
      .select({
        invoice: invoices,
        customer: { id: users.id, firstName: users.firstName, fullName: users.fullName, accountType: users.accountType, tin: users.tin, email: users.email, mailUpdates: users.mailUpdates },
        orderMethod: orders.shippingMethod,
      })
      .from(invoices)
      .innerJoin(orders, liveOrder)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(invoices.id, id))
  )[0];
export type InvoiceFound = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

/**
 * Locks an invoice for a change, its order first: every path that locks both takes them in that
 * order (generating locks the order, then writes the invoice), so two of them never deadlock, and
 * an order edit waits for a payment that is being recorded.
 */
export const lockInvoice = async (db: Db, id: number) => {
  const [owner] = await db.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, id));
  if (!owner) return undefined;
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, owner.orderId), isNull(orders.deletedAt))).for('update');
  if (!order) return undefined;
  return (await db.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0];
};

export const packagesOfInvoice = (db: Db, invoiceId: number) =>
  db
    .select({
      line: invoicePackages,
      barcode: packages.barcode,
      description: packages.description,
      c13: sql<boolean>`exists (select 1 from ${packageC13} where ${packageC13.packageId} = ${packages.id})`,
    })
    .from(invoicePackages)
    .innerJoin(packages, eq(packages.id, invoicePackages.packageId))
    .where(eq(invoicePackages.invoiceId, invoiceId))
    .orderBy(asc(packages.position), asc(packages.id));
export type InvoicePackageRow = Awaited<ReturnType<typeof packagesOfInvoice>>[number];

export const feesOfInvoice = (db: Db, invoiceId: number) =>
  db.select({ name: invoiceFees.name, amountCents: invoiceFees.amountCents }).from(invoiceFees).where(eq(invoiceFees.invoiceId, invoiceId)).orderBy(asc(invoiceFees.position));

export const manualItemsOfInvoice = (db: Db, invoiceId: number) =>
  db
    .select({ description: invoiceManualItems.description, quantity: invoiceManualItems.quantity, priceCents: invoiceManualItems.priceCents })
    .from(invoiceManualItems)
    .where(eq(invoiceManualItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceManualItems.position));

export const findTaxDescription = async (db: Db, id: number) =>
  (await db.select({ id: taxes.id, description: taxes.description }).from(taxes).where(eq(taxes.id, id)))[0];

export const isInCart = async (db: Db, userId: number, invoiceId: number) =>
  (await db.select({ one: sql`1` }).from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.invoiceId, invoiceId)))).length > 0;

/** A customer's invoices of live orders, newest first, each saying whether it is in `viewerId`'s cart. */
export const customerInvoiceRows = (db: Db, customerId: number, viewerId: number, status: InvoiceStatus | undefined, limit: number) =>
  db
    .select({
      invoice: invoices,
      inCart: sql<boolean>`exists (select 1 from ${cartItems} where ${cartItems.userId} = ${viewerId} and ${cartItems.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(orders, liveOrder)
    .where(and(eq(invoices.userId, customerId), status ? eq(invoices.status, status) : undefined))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit);
export type CustomerInvoiceRow = Awaited<ReturnType<typeof customerInvoiceRows>>[number];

export const findAccount = async (db: Db, id: number) =>
  (await db.select({ accountType: users.accountType, locationId: users.locationId }).from(users).where(eq(users.id, id)))[0];

export const updateInvoiceRow = (db: Db, id: number, values: Partial<NewInvoice>) =>
  db.update(invoices).set({ ...values, updatedAt: sql`now()` }).where(eq(invoices.id, id));

/** Only an online invoice can be paid from a customer's own cart, so one that stops being online leaves customers' carts. */
export const removeFromCustomerCarts = (db: Db, invoiceId: number) =>
  db
    .delete(cartItems)
    .where(and(eq(cartItems.invoiceId, invoiceId), inArray(cartItems.userId, db.select({ id: users.id }).from(users).where(inArray(users.accountType, [...customerTypes])))));

export const replaceFees = async (db: Db, invoiceId: number, fees: readonly { name: string; amountCents: number }[]) => {
  await db.delete(invoiceFees).where(eq(invoiceFees.invoiceId, invoiceId));
  if (fees.length > 0) await db.insert(invoiceFees).values(fees.map((fee, i) => ({ invoiceId, position: i + 1, name: fee.name, amountCents: fee.amountCents })));
};

/** The invoice of an order that is being deleted leaves every cart, so nobody pays for a deleted order. */
export const removeOrderInvoiceFromCarts = (db: Db, orderId: number) =>
  db.delete(cartItems).where(inArray(cartItems.invoiceId, db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId))));
