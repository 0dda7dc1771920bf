import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { checkoutMessages } from '../../../src/domain/checkout';
import { cartItem, cartOf, customer } from '../cart/cart-fixtures';
import { fillCard, payButton, renderCheckout } from './checkout-harness';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const paid = {
  message: checkoutMessages.success,
  invoices: [1],
  type: 'online',
  total: 100,
  convenience_fee: 4,
  delivery_cost: 0,
  charged: 104,
  reference: 'sandbox_1',
  last_four: '4242',
  delivery_id: null,
  paid_on: '2026-03-04T17:00:00.000Z',
};

/** What POST /users/5/cart/pay does on each call, in turn; each call's Idempotency-Key is kept. */
let payAnswers: (() => Response)[];
const payKeys: (string | undefined)[] = [];

beforeEach(() => {
  payKeys.length = 0;
  // The app's own client runs, so the headers are the ones it really sends.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/users/5/cart') return json(200, cartOf(cartItem(1, 100)));
      if (url === '/api/delivery/estimate/5') return json(200, 25);
      if (url === '/api/users/5/cart/pay') {
        payKeys.push((init.headers as Record<string, string>)['idempotency-key']);
        return payAnswers.shift()!();
      }
      throw new Error(`unexpected request ${url}`);
    }),
  );
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

const unreachable = () => {
  throw new TypeError('Failed to fetch');
};
const declined = () => json(402, { error: { code: 'PAYMENT_DECLINED', message: checkoutMessages.declined, fields: { 'data.card_number': checkoutMessages.declined } } });

describe('the Idempotency-Key of a payment', { timeout: 20_000 }, () => {
  it('is one key for an attempt and its retry, and a new key for the next attempt after an error', async () => {
    // The first try never reaches the server and is retried; the retry is declined; the next press pays.
    payAnswers = [unreachable, declined, () => json(200, paid)];
    renderCheckout(customer);
    await screen.findByRole('table', { name: 'Invoices to pay' });
    fillCard();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await screen.findByText(checkoutMessages.failure, {}, { timeout: 5_000 });
    expect(payKeys).toHaveLength(2);
    expect(payKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(payKeys[1]).toBe(payKeys[0]);

    fireEvent.click(payButton());
    await screen.findByText(checkoutMessages.success);
    expect(payKeys).toHaveLength(3);
    expect(payKeys[2]).not.toBe(payKeys[0]);
  });
});
