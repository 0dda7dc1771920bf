import { cartHasOneType, cartMessages } from '../../../domain/cart';
import { cardExpired, checkoutMessages, deliveryDayProblem, type CartPayBody } from '../../../domain/checkout';
import { adminOnlyInvoiceTypes, invoiceTypes, type InvoiceType } from '../../../domain/invoices';
import { retailMessages } from '../../../domain/retail';
import { conflict, forbidden, invalid } from '../../http/app-error';
import type { LockedOrder, PayableInvoice } from './queries';

/**
 * What the body's schema cannot know, checked against today in Nassau before anything is locked:
 * a card past its month, and a delivery day gone by or on a Sunday (the warehouse and its vans
 * work Monday to Saturday).
 */
export const checkPaymentForm = (body: CartPayBody, today: string) => {
  const fields: Record<string, string> = {};
  if (cardExpired(body.data.card_exp, today)) fields['data.card_exp'] = checkoutMessages.expired;
  const dayProblem = body.delivery ? deliveryDayProblem(body.delivery.date, today) : null;
  if (dayProblem) fields['delivery.date'] = dayProblem;
  if (Object.keys(fields).length > 0) throw invalid(fields);
};

const typeOf = (type: string | null): InvoiceType | null => invoiceTypes.find((known) => known === type) ?? null;

/** Something to pay, none of it paid or unapproved since it went into the cart, all of one type. */
const checkPayable = (invoices: readonly PayableInvoice[]) => {
  if (invoices.length === 0) throw conflict(checkoutMessages.empty);
  if (invoices.some((invoice) => invoice.status !== 'approved')) throw conflict(checkoutMessages.cartChanged);
  return invoices.map((invoice) => ({ type: typeOf(invoice.type) }));
};

/**
 * What a card still pays: an approved invoice, or any unpaid one of an order for sale, which the
 * payment buys (retail): its status and type were the original customer's arrangement.
 */
export const payableByCard = (invoice: PayableInvoice) => (invoice.forSale ? invoice.status !== 'paid' : invoice.status === 'approved');

/**
 * Before the invoices are locked: an order in the cart that another buyer's payment sold while this
 * one waited for it is a 409 naming it, and nobody is charged.
 */
export const checkNotSoldToAnother = (orders: readonly LockedOrder[], buyerId: number) => {
  const sold = orders.find((order) => order.soldAt !== null && order.userId !== buyerId);
  if (sold) throw conflict(retailMessages.soldToAnother(sold.pseudoId));
};

/**
 * A customer pays by card only invoices of type online, as only those could go into their cart,
 * and invoices of orders for sale, which are paid online whatever their type. Every invoice's order
 * must be among those locked first, or the cart changed in between.
 */
export const checkCardCart = (invoices: readonly PayableInvoice[], lockedOrders: readonly LockedOrder[]) => {
  if (invoices.length === 0) throw conflict(checkoutMessages.empty);
  const locked = new Set(lockedOrders.map((order) => order.orderId));
  if (invoices.some((invoice) => !payableByCard(invoice) || !locked.has(invoice.orderId))) throw conflict(checkoutMessages.cartChanged);
  const typed = invoices.map((invoice) => ({ type: invoice.forSale ? ('online' as const) : typeOf(invoice.type) }));
  if (!cartHasOneType(typed)) throw conflict(checkoutMessages.mixedTypes);
  if (typed[0]!.type !== 'online') throw conflict(cartMessages.notOnline);
};

/** Staff pay at the counter with the invoices' common type; bank and online only an admin takes (portal spec §6). */
export const counterPaymentType = (invoices: readonly PayableInvoice[], isAdmin: boolean): InvoiceType => {
  const typed = checkPayable(invoices);
  const types = typed.flatMap((invoice) => (invoice.type ? [invoice.type] : []));
  if (types.length < typed.length) throw conflict(checkoutMessages.untyped);
  if (!cartHasOneType(typed)) throw conflict(checkoutMessages.mixedTypes);
  const type = types[0]!;
  if (!isAdmin && adminOnlyInvoiceTypes.some((adminOnly) => adminOnly === type)) throw forbidden(checkoutMessages.adminOnlyType);
  return type;
};
