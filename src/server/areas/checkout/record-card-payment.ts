import { zCheckoutDelivery } from '../../../domain/checkout';
import type { RateBook } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { markPaymentRecorded, type CardPayment } from '../../payments/journal-queries';
import { createDelivery } from '../deliveries/service';
import { recordPayment } from '../invoices/service';
import { sellOrders } from '../retail/service';
import type { PayableInvoice } from './queries';

export type ApprovedCharge = {
  /** The journal row, held locked by the caller's transaction. */
  payment: CardPayment;
  reference: string;
  /** The row's invoices, locked and checked as still approved. */
  invoices: readonly PayableInvoice[];
  chargedPounds: number;
  /** The book of the day the card was charged, which priced its convenience fees. */
  book: RateBook;
  paidOn: Date;
};

/**
 * What an approved charge becomes, the same whether checkout records it or the reconciler does
 * after a crash: the invoices paid online with their own convenience fees and the gateway's
 * reference, the journal row recorded, and the delivery the customer asked for, carrying the
 * charged pounds and the amount charged. Invoices of orders for sale are first sold to the payer,
 * so the order, its invoice and the payment are the buyer's, and the invoice leaves every cart.
 */
export const recordCardPayment = async (db: Db, charge: ApprovedCharge) => {
  const { payment, reference, invoices } = charge;
  await sellOrders(db, payment.userId, invoices, charge.paidOn);
  const paid = await recordPayment(
    db,
    invoices.map((invoice) => ({ id: invoice.id, valueCents: invoice.valueCents })),
    { type: 'online', paidBy: payment.userId, paidOn: charge.paidOn, lastFour: payment.lastFour, pnp: reference, locationId: null, cardPaymentId: payment.id },
    charge.book,
  );
  await markPaymentRecorded(db, payment.id, reference);
  const deliveryId = payment.delivery
    ? await createDelivery(db, {
        userId: payment.userId,
        directions: payment.delivery.directions,
        date: payment.delivery.date,
        time: zCheckoutDelivery.shape.time.parse(payment.delivery.time),
        weightLb: charge.chargedPounds,
        totalCents: payment.amountCents,
        cardPaymentId: payment.id,
        orderIds: invoices.map((invoice) => invoice.orderId),
      })
    : null;
  return { paid, deliveryId };
};
