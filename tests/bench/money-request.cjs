'use strict';

/**
 * autocannon's worker calls this before every request (see scan-request.cjs for why a file): each
 * request takes the next item of its pool, so every invoice generation names an order without an
 * invoice and every checkout pays a cart nobody has paid, each with a fresh Idempotency-Key.
 */
let next = 0;

module.exports = (request) => {
  const pool = request.moneyPool;
  const item = pool.items[next % pool.items.length];
  next += 1;
  const headers = { ...request.headers, 'idempotency-key': crypto.randomUUID() };
  // The generation's parameters are in its query; an empty JSON body keeps the content type honest.
  if (pool.kind === 'generate') return { ...request, path: `/api/invoices?orderID=${item.orderId}`, headers, body: '{}' };
  return {
    ...request,
    path: `/api/users/${item.userId}/cart/pay`,
    headers: { ...headers, authorization: `Bearer ${item.token}` },
    body: JSON.stringify({ data: pool.card, cartTotal: item.totalCents / 100, delivery: null }),
  };
};
