import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, invoices, orders, users } from '../../db/schema';
import { orderOnSale } from '../retail/service';

export const cartOwnerRow = async (db: Db, userId: number) =>
  (await db.select({ id: users.id, accountType: users.accountType, fullName: users.fullName }).from(users).where(eq(users.id, userId)))[0];

/** The cart's invoices, oldest added first (ties in invoice order, so the list never shuffles), and whether each is of an order for sale. */
export const cartRows = (db: Db, userId: number) =>
  db
    .select({
      id: invoices.id,
      pseudoId: invoices.pseudoId,
      valueCents: invoices.valueCents,
      type: invoices.type,
      orderId: invoices.orderId,
      userId: invoices.userId,
      fullName: users.fullName,
      onSale: sql<boolean>`${orderOnSale}`,
    })
    .from(cartItems)
    .innerJoin(invoices, eq(invoices.id, cartItems.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.invoiceId));
export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/**
 * FOR SHARE until the add commits: a payment or unapproval of the invoice waits for it and then
 * takes the invoice out of every cart, this one included; one that went first leaves the invoice
 * paid or unapproved, which this add then sees and refuses. The invoice of a deleted order is gone
 * with it, as everywhere else. `forSaleAt` says whether its order was ever approved for sale, and
 * `onSale` whether anyone may buy it now. A sale that went first is seen by the invoice it left
 * paid: after waiting for its lock, the invoice row is read again but the order row is not.
 */
export const shareLockInvoice = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: invoices.id,
        userId: invoices.userId,
        status: invoices.status,
        type: invoices.type,
        forSaleAt: orders.forSaleAt,
        onSale: sql<boolean>`${orderOnSale} and ${invoices.status} <> 'paid'`,
      })
      .from(invoices)
      .innerJoin(orders, and(eq(orders.id, invoices.orderId), isNull(orders.deletedAt)))
      .where(eq(invoices.id, id))
      .for('share', { of: invoices })
  )[0];

/** A second add of the same invoice keeps the first, and its place in the cart. */
export const insertCartItem = async (db: Db, userId: number, invoiceId: number) => {
  await db.insert(cartItems).values({ userId, invoiceId }).onConflictDoNothing();
};

export const deleteCartItem = async (db: Db, userId: number, invoiceId: number) =>
  (await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.invoiceId, invoiceId))).returning({ invoiceId: cartItems.invoiceId })).length === 1;
