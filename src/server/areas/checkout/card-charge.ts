import { checkoutMessages } from '../../../domain/checkout';
import { ErrorCode } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { AppError, conflict } from '../../http/app-error';
import type { CardDetails, DeclineReason, PaymentGateway } from '../../payments/gateway';
import {
  dropPaymentHold,
  journalPendingPayment,
  keepPaymentHold,
  markPaymentDeclined,
  openPaymentHold,
  type CardPayment,
  type NewCardPayment,
} from '../../payments/journal-queries';

/** journal: a handle on the journal's own pool, whose writes commit apart from the request. */
export type CardCheckout = { journal: Db; gateway: PaymentGateway };

const declined = (reason: DeclineReason | string | null) =>
  new AppError(ErrorCode.PAYMENT_DECLINED, checkoutMessages.failure, {
    'data.card_number': reason === 'insufficient_funds' ? checkoutMessages.insufficientFunds : checkoutMessages.declined,
  });

/** A key already journalled must be the same charge: a retry, not another cart or card under an old key. */
const sameCharge = (row: CardPayment, entry: NewCardPayment) =>
  row.userId === entry.userId &&
  row.amountCents === entry.amountCents &&
  row.lastFour === entry.lastFour &&
  row.invoiceIds.join() === entry.invoiceIds.join();

/**
 * Charges the card once for the whole cart, in the request's transaction `db`, which has the
 * invoices locked. The pending journal row commits first through the journal pool, so a charge
 * the gateway takes is always on record; the request then holds that row locked until it commits
 * or rolls back, so the reconciler settles only charges whose request is gone. The gateway is
 * idempotent by the row's key: a retry of a request that died after the charge gets the first
 * answer and is not charged again. A decline lets the row go and marks it declined, and answers
 * 402; the request's rollback leaves everything else as it was.
 */
export const chargeCard = async (db: Db, { journal, gateway }: CardCheckout, entry: NewCardPayment, card: CardDetails, description: string) => {
  const payment = await journalPendingPayment(journal, entry);
  if (!sameCharge(payment, entry)) throw new AppError(ErrorCode.IDEMPOTENCY_MISMATCH, 'This Idempotency-Key was already used for a different request.');
  const status = await openPaymentHold(db, payment.id);
  if (status === 'declined') throw declined(payment.declineReason);
  // Being settled by the reconciler, or settled by it (recorded, refunded, abandoned): this attempt is over.
  if (status !== 'pending') throw conflict(checkoutMessages.cartChanged);
  const result = await gateway.charge({ key: payment.gatewayKey, amountCents: payment.amountCents, card, description });
  if (result.status === 'declined') {
    await dropPaymentHold(db);
    await markPaymentDeclined(journal, payment.id, result.reason);
    throw declined(result.reason);
  }
  await keepPaymentHold(db);
  return { payment, reference: result.reference };
};
