import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { cartApi } from '../../../src/app/api/cart';
import { sessionStore } from '../../../src/app/session/session-store';
import type { Cart } from '../../../src/domain/cart';
import { checkoutMessages } from '../../../src/domain/checkout';
import { cartItem, cartOf, worker } from '../cart/cart-fixtures';
import { payButton, payReason, renderCheckout, totalLine } from './checkout-harness';

let cart: Cart;

beforeEach(() => {
  cart = cartOf(cartItem(1, 100, 'cash'), cartItem(2, 37.45, 'cash'));
  vi.spyOn(cartApi, 'get').mockImplementation(async () => cart);
});
afterEach(() => {
  sessionStore.signOut();
  vi.restoreAllMocks();
});

const ready = () => screen.findByRole('table', { name: 'Invoices to pay' });

describe("staff paying their own cart", { timeout: 20_000 }, () => {
  it('see the cart and its total, and no card form or fee', async () => {
    renderCheckout(worker);
    const lines = within(await ready()).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Invoice', 'Value'],
      ['Invoice #26-00001', '$100.00'],
      ['Invoice #26-00002', '$37.45'],
    ]);
    expect(totalLine('Total')).toBe('$137.45');
    expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('pay with one button; paid, it says so and the cart empties', async () => {
    const payOther = vi.spyOn(cartApi, 'payOther').mockImplementation(async () => {
      cart = cartOf();
      return { message: checkoutMessages.success, invoices: [1, 2], type: 'cash', total: 137.45, convenience_fee: 0, delivery_cost: 0, charged: 137.45, reference: null, last_four: null, delivery_id: null, paid_on: '2026-03-04T17:00:00.000Z' };
    });
    renderCheckout(worker);
    await ready();
    expect(payReason()).toBeNull();
    fireEvent.click(payButton());
    expect(await screen.findByText('Your transaction was successfully processed.')).toBeTruthy();
    expect(screen.getByText('$137.45 paid.')).toBeTruthy();
    expect(await screen.findByText('Your cart is currently empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders');
    expect(payOther).toHaveBeenCalledTimes(1);
    expect(payOther).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('cannot pay a cart of mixed types, and are told so in the words of the spec', async () => {
    cart = cartOf(cartItem(1, 100, 'cash'), cartItem(2, 37.45, 'check'));
    renderCheckout(worker);
    await ready();
    expect(payButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('You cannot complete this checkout process unless all invoices in your cart are of the same time.')).toBeTruthy();
    expect(payReason()).toBe(checkoutMessages.mixedTypes);
  });

  it('see the §8 error when the payment fails, and may try again', async () => {
    vi.spyOn(cartApi, 'payOther').mockRejectedValue(new ApiError(403, { code: 'FORBIDDEN', message: checkoutMessages.adminOnlyType }));
    renderCheckout(worker);
    await ready();
    fireEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(checkoutMessages.failure)).toBeTruthy();
    expect(within(alert).getByText(checkoutMessages.adminOnlyType)).toBeTruthy();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
  });

  it('without a cart of their own (accounts, basic) find checkout empty', async () => {
    renderCheckout({ ...worker, account_type: 'accounts' });
    expect(await screen.findByText('Your cart is currently empty.')).toBeTruthy();
    expect(cartApi.get).not.toHaveBeenCalled();
  });
});
