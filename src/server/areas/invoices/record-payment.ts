import { paymentFees, type InvoiceType, type RateBook } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import { invoiceMessages } from '../../../domain/invoices';
import { insertTransactions, removeFromEveryCart, stampInvoicePaid, type PaymentStamp } from './payment-queries';

export type InvoiceToPay = { id: number; valueCents: number };

/**
 * Records a payment of approved invoices, all in the caller's transaction: each invoice is
 * stamped paid with its own payment fees (the convenience fee online, the card fee at the counter,
 * each rounded once on that invoice's value), gets one transaction of its grand total, and leaves
 * every cart. The caller has locked the invoices and checked them; an invoice that is no longer
 * approved stops the whole payment (409) so nothing is half-recorded.
 */
export const recordPayment = async (db: Db, toPay: readonly InvoiceToPay[], stamp: PaymentStamp, book: RateBook) => {
  const paid = toPay.map((invoice) => {
    const fees = paymentFees(invoice.valueCents, stamp.type, book);
    return {
      id: invoice.id,
      convenienceFeeCents: fees.convenience_fee,
      ccFeeCents: fees.cc_fee,
      grandTotalCents: invoice.valueCents + fees.convenience_fee + fees.cc_fee,
    };
  });
  for (const invoice of paid) {
    if (!(await stampInvoicePaid(db, invoice, stamp))) throw conflict(invoiceMessages.payNotApproved);
  }
  await insertTransactions(db, paid.map((invoice) => ({ invoiceId: invoice.id, amountCents: invoice.grandTotalCents })), stamp);
  await removeFromEveryCart(db, paid.map((invoice) => invoice.id));
  return paid;
};

export type { PaymentStamp, InvoiceType };
