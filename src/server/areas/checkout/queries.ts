import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, invoicePackages, invoices, users } from '../../db/schema';

const payableColumns = {
  id: invoices.id,
  pseudoId: invoices.pseudoId,
  status: invoices.status,
  type: invoices.type,
  valueCents: invoices.valueCents,
  orderId: invoices.orderId,
};

/**
 * The cart's invoices locked FOR UPDATE in id order: two payments of one cart run one after the
 * other (the second then finds them paid), and carts that share invoices cannot deadlock.
 */
export const lockCartInvoices = (db: Db, userId: number) =>
  db
    .select(payableColumns)
    .from(invoices)
    .where(inArray(invoices.id, db.select({ id: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId))))
    .orderBy(asc(invoices.id))
    .for('update', { of: invoices });
export type PayableInvoice = Awaited<ReturnType<typeof lockCartInvoices>>[number];

/** The invoices a journalled charge was for, locked as checkout locks them. */
export const lockInvoicesById = (db: Db, ids: readonly number[]): Promise<PayableInvoice[]> =>
  db
    .select(payableColumns)
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update');

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
