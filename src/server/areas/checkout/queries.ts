import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, invoicePackages, invoices, orders, users } from '../../db/schema';
import { orderOnSale } from '../retail/service';

const payableColumns = {
  id: invoices.id,
  pseudoId: invoices.pseudoId,
  status: invoices.status,
  type: invoices.type,
  valueCents: invoices.valueCents,
  orderId: invoices.orderId,
  userId: invoices.userId,
  /** Its order is for sale: paying it buys the order (retail). Read after the order was locked, so current. */
  forSale: sql<boolean>`${orderOnSale}`,
};

const cartInvoiceIds = (db: Db, userId: number) => db.select({ id: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId));

/**
 * The orders of the invoices, locked FOR UPDATE in id order before the invoices are: a card payment
 * may sell an order, and every path that locks an order and its invoice takes the order first, so
 * none of them deadlock. A buyer waiting here for another buyer's payment of the same order reads
 * the order as that payment left it: whose it is now and whether it was sold.
 */
const lockOrdersOf = (db: Db, invoiceIds: ReturnType<typeof cartInvoiceIds> | number[]) =>
  db
    .select({ orderId: orders.id, userId: orders.userId, soldAt: orders.soldAt, pseudoId: invoices.pseudoId })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(inArray(invoices.id, invoiceIds))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
export type LockedOrder = Awaited<ReturnType<typeof lockOrdersOf>>[number];

export const lockCartOrders = (db: Db, userId: number) => lockOrdersOf(db, cartInvoiceIds(db, userId));
export const lockOrdersOfInvoices = (db: Db, ids: readonly number[]) => lockOrdersOf(db, [...ids]);

/**
 * The cart's invoices locked FOR UPDATE in id order: two payments of one cart run one after the
 * other (the second then finds them paid), and carts that share invoices cannot deadlock.
 */
export const lockCartInvoices = (db: Db, userId: number) =>
  db
    .select(payableColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(invoices.id, cartInvoiceIds(db, userId)))
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
export type PayableInvoice = Awaited<ReturnType<typeof lockCartInvoices>>[number];

/** The invoices a journalled charge was for, locked as checkout locks them. */
export const lockInvoicesById = (db: Db, ids: readonly number[]): Promise<PayableInvoice[]> =>
  db
    .select(payableColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });

const pounds = sql<number>`coalesce(sum(${invoicePackages.chargedWeight}), 0)::int`;

/** The charged pounds of the invoices' packages: what a delivery of them carries. */
export const chargedPoundsOf = async (db: Db, invoiceIds: readonly number[]) =>
  invoiceIds.length === 0 ? 0 : ((await db.select({ pounds }).from(invoicePackages).where(inArray(invoicePackages.invoiceId, [...invoiceIds])))[0]?.pounds ?? 0);

/** The charged pounds of what is in a user's cart now, for the estimate before checkout. */
export const cartChargedPounds = async (db: Db, userId: number) =>
  (
    await db
      .select({ pounds })
      .from(invoicePackages)
      .where(inArray(invoicePackages.invoiceId, db.select({ id: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId))))
  )[0]?.pounds ?? 0;

export const userContact = async (db: Db, userId: number) =>
  (await db.select({ id: users.id, email: users.email, firstName: users.firstName, locationId: users.locationId }).from(users).where(eq(users.id, userId)))[0];
