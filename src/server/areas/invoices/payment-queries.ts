import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceType } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { cartItems, invoices, transactions } from '../../db/schema';

export type PaidInvoice = {
  id: number;
  convenienceFeeCents: number;
  ccFeeCents: number;
  grandTotalCents: number;
};

export type PaymentStamp = {
  type: InvoiceType;
  paidBy: number;
  paidOn: Date;
  lastFour: string | null;
  pnp: string | null;
  locationId: number | null;
  cardPaymentId: number | null;
};

/** Marks one approved invoice paid with its fees; answers false when it was not approved (nothing written). */
export const stampInvoicePaid = async (db: Db, invoice: PaidInvoice, stamp: PaymentStamp) => {
  const updated = await db
    .update(invoices)
    .set({
      status: 'paid',
      paymentType: stamp.type,
      paidOn: stamp.paidOn,
      paidBy: stamp.paidBy,
      convenienceFeeCents: invoice.convenienceFeeCents,
      ccFeeCents: invoice.ccFeeCents,
      grandTotalCents: invoice.grandTotalCents,
      lastFourDigits: stamp.lastFour,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'approved')))
    .returning({ id: invoices.id });
  return updated.length === 1;
};

export const insertTransactions = async (db: Db, rows: readonly { invoiceId: number; amountCents: number }[], stamp: PaymentStamp) => {
  if (rows.length === 0) return;
  await db.insert(transactions).values(
    rows.map((row) => ({
      invoiceId: row.invoiceId,
      type: stamp.type,
      pnp: stamp.pnp,
      amountCents: row.amountCents,
      userId: stamp.paidBy,
      locationId: stamp.type === 'cash' || stamp.type === 'check' ? stamp.locationId : null,
      cardPaymentId: stamp.cardPaymentId,
      createdAt: stamp.paidOn,
    })),
  );
};

/** A paid (or unapproved) invoice leaves every cart it was in. */
export const removeFromEveryCart = async (db: Db, invoiceIds: readonly number[]) => {
  if (invoiceIds.length > 0) await db.delete(cartItems).where(inArray(cartItems.invoiceId, [...invoiceIds]));
};
