import { z } from 'zod';
import { zCart } from '../../domain/cart';
import { zCheckoutResult, zDeliveryEstimate, type CartPayBody } from '../../domain/checkout';
import { listOf } from '../../domain/common';
import { zInvoiceRow } from '../../domain/invoices';
import { api, request } from './client';

/*
 * Adding and removing answer with what the server changed, but the cart is fetched again after
 * each (its badge, popup and checkout read that one query), so their bodies are not read and
 * cannot fail a change the server has made.
 */
const zNotRead = z.unknown();

/** A user's cart (portal spec §7 Cart and checkout); userId is the cart's owner, the signed-in user here. */
export const cartApi = {
  get: (userId: number) => api.get(`/users/${userId}/cart`, zCart),
  add: (userId: number, invoice: number) => api.post(`/users/${userId}/cart`, zNotRead, { invoice }),
  remove: (userId: number, invoice: number) => api.delete(`/users/${userId}/cart/${invoice}`, zNotRead),
  /** The customer's approved invoices, those that could go into the cart. */
  approvedInvoices: (userId: number) => api.get(`/users/${userId}/invoices`, listOf(zInvoiceRow), { status: 'approved' }),
  /** What delivering the cart's packages costs, in dollars. */
  deliveryEstimate: (userId: number) => api.get(`/delivery/estimate/${userId}`, zDeliveryEstimate),
  /** A customer's card checkout; one key per attempt, so a retried attempt charges once. */
  pay: (userId: number, body: CartPayBody, idempotencyKey: string) => request('POST', `/users/${userId}/cart/pay`, { schema: zCheckoutResult, body, idempotencyKey }),
  /** Staff pay their own cart without a card. */
  payOther: (idempotencyKey: string) => request('POST', '/users/cart/pay-other', { schema: zCheckoutResult, idempotencyKey }),
};
