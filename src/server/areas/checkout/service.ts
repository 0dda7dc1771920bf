import { createHash, randomUUID } from 'node:crypto';
import type { AuthUser } from '../../../domain/auth';
import { checkoutMessages, type CartPayBody, type CheckoutResult } from '../../../domain/checkout';
import { centsToDollars, deliveryCost, parseCents, paymentFees, sumCents } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { businessToday } from '../../time';
import { rateBookFor, recordPayment } from '../invoices/service';
import { chargeCard, type CardCheckout } from './card-charge';
import { checkCardCart, checkNotSoldToAnother, checkPaymentForm, counterPaymentType } from './cart-checks';
import { cartChargedPounds, chargedPoundsOf, lockCartInvoices, lockCartOrders, userContact } from './queries';
import { receiptMail } from './receipt';
import { recordCardPayment } from './record-card-payment';

export { settlePendingPayments } from './settle';

const contactOf = async (db: Db, userId: number) => {
  const contact = await userContact(db, userId);
  if (!contact) throw notFound('User');
  return contact;
};

/** GET /delivery/estimate/{param}: delivering what is in the user's cart now, by its charged pounds, at today's rates. */
export const estimateDelivery = async (db: Db, userId: number): Promise<number> => {
  const owner = await contactOf(db, userId);
  const book = await rateBookFor(db, businessToday());
  return centsToDollars(deliveryCost(await cartChargedPounds(db, owner.id), book));
};

/**
 * The journal's key for the gateway: the same for every retry of one request (its
 * Idempotency-Key, per user), so a retry can never charge again; a request without a key is an
 * attempt of its own.
 */
const gatewayKeyOf = (userId: number, requestKey: string | null) =>
  requestKey === null ? randomUUID() : createHash('sha256').update(`${userId}:${requestKey}`).digest('hex');

/**
 * A customer pays their cart by card (portal spec §2 Checkout): one charge for the invoices'
 * values, their convenience fees (each rounded on its own invoice) and the delivery. The amounts
 * the customer saw must still hold: the cart total and the delivery cost, to the cent. Invoices of
 * orders for sale are bought with it (recordCardPayment); their orders are locked before anything
 * is charged, so of two buyers of one order the second waits and is refused, uncharged.
 */
export const payCartByCard = async (db: Db, card: CardCheckout, customer: AuthUser, body: CartPayBody, requestKey: string | null, publicUrl: string) => {
  const paidOn = new Date();
  const today = businessToday(paidOn);
  checkPaymentForm(body, today);
  const orders = await lockCartOrders(db, customer.id);
  checkNotSoldToAnother(orders, customer.id);
  const invoices = await lockCartInvoices(db, customer.id);
  checkCardCart(invoices, orders);
  const totalCents = sumCents(invoices.map((invoice) => invoice.valueCents));
  if (parseCents(body.cartTotal) !== totalCents) throw conflict(checkoutMessages.cartChanged);
  const book = await rateBookFor(db, today);
  const chargedPounds = await chargedPoundsOf(db, invoices.map((invoice) => invoice.id));
  const deliveryCents = body.delivery ? deliveryCost(chargedPounds, book) : 0;
  if (body.delivery && parseCents(body.delivery.deliveryCost) !== deliveryCents) throw conflict(checkoutMessages.deliveryChanged);
  const feeCents = sumCents(invoices.map((invoice) => paymentFees(invoice.valueCents, 'online', book).convenience_fee));
  const lastFour = body.data.card_number.slice(-4);
  const { payment, reference } = await chargeCard(
    db,
    card,
    {
      gatewayKey: gatewayKeyOf(customer.id, requestKey),
      userId: customer.id,
      invoiceIds: invoices.map((invoice) => invoice.id),
      amountCents: totalCents + feeCents + deliveryCents,
      convenienceFeeCents: feeCents,
      deliveryCostCents: deliveryCents,
      delivery: body.delivery ? { date: body.delivery.date, time: body.delivery.time, directions: body.delivery.directions } : null,
      lastFour,
    },
    { number: body.data.card_number, exp: body.data.card_exp, cvv: body.data.card_cvv, name: body.data.card_name },
    `Invoices ${invoices.map((invoice) => invoice.pseudoId).join(', ')}`,
  );
  const { deliveryId } = await recordCardPayment(db, { payment, reference, invoices, chargedPounds, book, paidOn });
  const result: CheckoutResult = {
    message: checkoutMessages.success,
    invoices: payment.invoiceIds,
    type: 'online',
    total: centsToDollars(totalCents),
    convenience_fee: centsToDollars(feeCents),
    delivery_cost: centsToDollars(deliveryCents),
    charged: centsToDollars(payment.amountCents),
    reference,
    last_four: lastFour,
    delivery_id: deliveryId,
    paid_on: paidOn.toISOString(),
  };
  const receipt = receiptMail({
    to: await contactOf(db, customer.id),
    invoices,
    convenienceFeeCents: feeCents,
    delivery: body.delivery ? { date: body.delivery.date, time: body.delivery.time, costCents: deliveryCents } : null,
    chargedCents: payment.amountCents,
    lastFour,
    reference,
    publicUrl,
  });
  return { result, receipt };
};

/**
 * Staff pay their own cart at the counter, without a card (portal spec §2 Checkout): the
 * invoices' common type is the payment's, and cash or a check is booked to the caller's branch.
 */
export const payCartAtCounter = async (db: Db, caller: AuthUser): Promise<CheckoutResult> => {
  const paidOn = new Date();
  // The orders first, as every path that locks an order and its invoice: an order edit that has
  // found its invoice unpaid finishes before the payment freezes the order.
  await lockCartOrders(db, caller.id);
  const invoices = await lockCartInvoices(db, caller.id);
  const type = counterPaymentType(invoices, caller.account_type === 'admin');
  const book = await rateBookFor(db, businessToday(paidOn));
  const branch = await contactOf(db, caller.id);
  const paid = await recordPayment(
    db,
    invoices.map((invoice) => ({ id: invoice.id, valueCents: invoice.valueCents })),
    { type, paidBy: caller.id, paidOn, lastFour: null, pnp: null, locationId: branch.locationId, cardPaymentId: null },
    book,
  );
  return {
    message: checkoutMessages.success,
    invoices: paid.map((invoice) => invoice.id),
    type,
    total: centsToDollars(sumCents(invoices.map((invoice) => invoice.valueCents))),
    convenience_fee: centsToDollars(sumCents(paid.map((invoice) => invoice.convenienceFeeCents))),
    delivery_cost: 0,
    charged: centsToDollars(sumCents(paid.map((invoice) => invoice.grandTotalCents))),
    reference: null,
    last_four: null,
    delivery_id: null,
    paid_on: paidOn.toISOString(),
  };
};
