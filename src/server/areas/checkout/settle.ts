import { paymentFees, sumCents, type RateBook } from '../../../domain/pricing';
import { rateBookFor } from '../invoices/service';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import type { Mail, Mailer } from '../../mail/mailer';
import type { PaymentGateway } from '../../payments/gateway';
import { lockStalePayment, settlePaymentRow, type CardPayment } from '../../payments/journal-queries';
import { businessToday } from '../../time';
import { payableByCard } from './cart-checks';
import { chargedPoundsOf, lockInvoicesById, lockOrdersOfInvoices, userContact, type PayableInvoice } from './queries';
import { receiptMail } from './receipt';
import { recordCardPayment } from './record-card-payment';

/** publicUrl: the receipt links to the portal. */
export type SettleDeps = { db: Db; gateway: PaymentGateway; mailer: Mailer; publicUrl: string };

/** A checkout asks the gateway for seconds; a row still pending after this lost its request (a crash, a failed commit). */
export const pendingPaymentGraceMs = 2 * 60 * 1000;

type Outcome = 'recorded' | 'refunded' | 'abandoned' | 'declined';
export type Settled = Record<Outcome, number> & { errors: { paymentId: number; error: unknown }[] };

class NotSettled extends Error {
  readonly paymentId: number;

  constructor(paymentId: number, cause: unknown) {
    super(`Card payment ${paymentId} could not be settled`, { cause });
    this.paymentId = paymentId;
  }
}

/**
 * The charge still pays exactly these invoices: all there, approved and unpaid (or unpaid and for
 * sale, which it buys), and as much as was charged for them.
 */
const stillPayable = (row: CardPayment, invoices: readonly PayableInvoice[], book: RateBook) =>
  invoices.length === row.invoiceIds.length &&
  invoices.every(payableByCard) &&
  sumCents(invoices.flatMap((invoice) => [invoice.valueCents, paymentFees(invoice.valueCents, 'online', book).convenience_fee])) + row.deliveryCostCents === row.amountCents;

/** One row, in the transaction that holds it: what the gateway knows decides. */
const settleRow = async (tx: Db, gateway: PaymentGateway, row: CardPayment, publicUrl: string): Promise<{ outcome: Outcome; receipt: Mail | null }> => {
  const found = await gateway.find(row.gatewayKey);
  if (!found) {
    await settlePaymentRow(tx, row.id, { status: 'abandoned' });
    return { outcome: 'abandoned', receipt: null };
  }
  if (found.status !== 'approved') {
    await settlePaymentRow(tx, row.id, found.status === 'declined' ? found : { status: 'refunded', reference: found.reference });
    return { outcome: found.status, receipt: null };
  }
  await lockOrdersOfInvoices(tx, row.invoiceIds);
  const invoices = await lockInvoicesById(tx, row.invoiceIds);
  // The fees were priced with the book of the day of the charge.
  const book = await rateBookFor(tx, businessToday(row.createdAt));
  if (!stillPayable(row, invoices, book)) {
    await gateway.refund(found.reference);
    await settlePaymentRow(tx, row.id, { status: 'refunded', reference: found.reference });
    return { outcome: 'refunded', receipt: null };
  }
  const chargedPounds = await chargedPoundsOf(tx, row.invoiceIds);
  await recordCardPayment(tx, { payment: row, reference: found.reference, invoices, chargedPounds, book, paidOn: new Date() });
  const contact = await userContact(tx, row.userId);
  const receipt = contact
    ? receiptMail({
        to: contact,
        invoices,
        convenienceFeeCents: row.convenienceFeeCents,
        delivery: row.delivery ? { date: row.delivery.date, time: row.delivery.time, costCents: row.deliveryCostCents } : null,
        chargedCents: row.amountCents,
        lastFour: row.lastFour,
        reference: found.reference,
        publicUrl,
      })
    : null;
  return { outcome: 'recorded', receipt };
};

const settleNext = ({ db, gateway, publicUrl }: SettleDeps, olderThanMs: number, skip: readonly number[]) =>
  inTransaction(db, async (tx) => {
    const row = await lockStalePayment(tx, olderThanMs, skip);
    if (!row) return null;
    try {
      return { paymentId: row.id, ...(await settleRow(tx, gateway, row, publicUrl)) };
    } catch (error) {
      throw new NotSettled(row.id, error);
    }
  });

/**
 * The reconciler (docs/decisions.md, Checkout): every card payment still pending after the grace
 * period, whose request is gone (rows of live requests are locked and skipped), is settled by
 * what the gateway knows under its key. No charge: abandoned. A charge: recorded exactly as
 * checkout records it when its invoices are still approved and unpaid and priced as charged,
 * else refunded. Each row in a transaction of its own; a row that fails is reported and left
 * pending for the next run, and the rest are still settled.
 */
export const settlePendingPayments = async (deps: SettleDeps, olderThanMs = pendingPaymentGraceMs): Promise<Settled> => {
  const { db, mailer } = deps;
  const settled: Settled = { recorded: 0, refunded: 0, abandoned: 0, declined: 0, errors: [] };
  const failed: number[] = [];
  for (;;) {
    try {
      const done = await settleNext(deps, olderThanMs, failed);
      if (!done) return settled;
      settled[done.outcome] += 1;
      if (done.receipt) await mailer.send(db, done.receipt);
    } catch (error) {
      if (!(error instanceof NotSettled)) throw error;
      failed.push(error.paymentId);
      settled.errors.push({ paymentId: error.paymentId, error: error.cause });
    }
  }
};
