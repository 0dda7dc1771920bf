import { zAddToCartBody, zCart, zCartParams } from '../../../domain/cart';
import { zIdParams } from '../../../domain/common';
import { errorResponses } from '../../http/error-responses';
import { activityOn } from '../activity';
import type { AreaPlugin } from '../plugin';
import { addToCart, getCart, removeFromCart } from './service';

const tags = ['cart'];
const activity = activityOn('cart');
const owner = 'A customer names only their own cart (404 otherwise); staff may name any user\'s.';

export const cartRoutes: AreaPlugin = async (app) => {
  app.get('/users/:id/cart', {
    schema: {
      tags,
      operationId: 'getCart',
      summary: "Read a user's cart",
      description: `The invoices waiting to be paid, oldest added first, and their total (the sum of their values, before any payment fee). ${owner}`,
      params: zIdParams,
      response: { 200: zCart, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => getCart(request.db, request.params.id),
  });

  app.post('/users/:id/cart', {
    schema: {
      tags,
      operationId: 'addToCart',
      summary: 'Add an invoice to a cart',
      description: [
        'Answers the cart. The invoice must be approved (409) and not paid (409).',
        "A customer's cart takes only that customer's own invoices (404 for anyone else's, whoever adds it) of type online (409 with the spec's message);",
        "a staff member's cart takes any approved invoice. Adding an invoice already in the cart changes nothing.",
        owner,
      ].join(' '),
      params: zIdParams,
      body: zAddToCartBody,
      response: { 200: zCart, ...errorResponses(400, 401, 403, 404, 409) },
    },
    config: activity('Added invoice to cart'),
    handler: async (request) => addToCart(request.db, request.params.id, request.body.invoice),
  });

  app.delete('/users/:id/cart/:invoice', {
    schema: {
      tags,
      operationId: 'removeFromCart',
      summary: 'Take an invoice out of a cart',
      description: `Answers the cart; 404 when the invoice is not in it. ${owner}`,
      params: zCartParams,
      response: { 200: zCart, ...errorResponses(400, 401, 403, 404) },
    },
    config: activity('Removed invoice from cart'),
    handler: async (request) => removeFromCart(request.db, request.params.id, request.params.invoice),
  });
};
