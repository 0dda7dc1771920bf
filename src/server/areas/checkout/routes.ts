import { z } from 'zod';
import { zCartPayBody, zCheckoutResult, zDeliveryEstimate, type CartPayBody } from '../../../domain/checkout';
import { zErrorBody, zIdParams } from '../../../domain/common';
import { zIdText } from '../../../domain/fields';
import { errorResponses } from '../../http/error-responses';
import { mailAfterCommit } from '../../mail/after-commit';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { estimateDelivery, payCartAtCounter, payCartByCard } from './service';

const tags = ['checkout'];
const activity = activityOn('cart');
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * What the Idempotency-Key's request hash covers of a card payment: the card by its name, expiry
 * and last four digits, never its number or CVV (a hash of a card number is reversed by trying
 * every number). The route's schema has already read the body, so it is a CartPayBody.
 */
const withoutCard = (body: unknown) => {
  const { data, ...rest } = body as CartPayBody;
  return { ...rest, data: { card_name: data.card_name, card_exp: data.card_exp, last_four: data.card_number.slice(-4) } };
};

export const checkoutRoutes: AreaPlugin = async (app, { deps: { config, database, mailer, background, paymentGateway, paymentJournal } }) => {
  const card = { journal: paymentJournal.db, gateway: paymentGateway };
  const mail = { mailer, background, db: database.db };

  app.get('/delivery/estimate/:param', {
    schema: {
      tags,
      operationId: 'estimateDelivery',
      summary: "Price delivering a user's cart",
      description:
        "`param` is the cart's owner (Dept #): a customer names only themselves (404 otherwise), staff anyone. The answer is dollars: the delivery rate of today's rate book for the charged pounds of the packages of the invoices in the cart.",
      params: z.object({ param: zIdText }),
      response: { 200: zDeliveryEstimate, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => estimateDelivery(request.db, request.params.param),
  });

  app.post('/users/:id/cart/pay', {
    schema: {
      tags,
      operationId: 'payCart',
      summary: 'Pay your cart by card',
      description: [
        'A customer pays their own cart: one card charge for the invoices, their convenience fees and the delivery when asked for; each invoice is then paid online with its own fee.',
        '`cartTotal` (the sum of the invoice values) and `delivery.deliveryCost` must be what the cart costs now, else 409, as for an empty cart, an invoice paid or unapproved meanwhile, or invoices of mixed types.',
        'A bad card, an expired one, or a delivery day in the past or on a Sunday is a 400 with fields; a card the gateway refuses is a 402 on `data.card_number`, and nothing is paid.',
        'The same Idempotency-Key never charges twice. Only the last four digits of the card are kept; the receipt is mailed to the customer.',
      ].join(' '),
      params: zIdParams,
      body: zCartPayBody,
      response: { 200: zCheckoutResult, 402: zErrorBody, ...errors },
    },
    config: { ...activity('Paid cart'), keyedBody: withoutCard },
    handler: async (request) => {
      const key = request.headers['idempotency-key'];
      const { result, receipt } = await payCartByCard(request.db, card, request.user!, request.body, typeof key === 'string' && key !== '' ? key : null, config.publicUrl);
      mailAfterCommit(request, mail, [receipt]);
      return result;
    },
  });

  app.post('/users/cart/pay-other', {
    schema: {
      tags,
      operationId: 'payCartAtCounter',
      summary: 'Pay your own cart at the counter',
      description: [
        "Staff pay the invoices in their own cart without a card, with the invoices' common type; cash and checks are booked to the caller's branch.",
        "409 for an empty cart, an invoice paid or unapproved meanwhile, an invoice without a type, or invoices of mixed types; 403 when a non-admin pays bank or online invoices.",
      ].join(' '),
      response: { 200: zCheckoutResult, ...errors },
    },
    config: activity('Paid cart'),
    handler: async (request) => payCartAtCounter(request.db, request.user!),
  });
};
