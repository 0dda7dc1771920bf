import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { cartApi } from '../../../src/app/api/cart';
import { sessionStore } from '../../../src/app/session/session-store';
import type { Cart } from '../../../src/domain/cart';
import { checkoutMessages, type CheckoutResult } from '../../../src/domain/checkout';
import { cartItem, cartOf, customer, stubCartReads } from '../cart/cart-fixtures';
import { fillCard, input, payButton, payReason, renderCheckout, totalLine, typeInto } from './checkout-harness';

let cart: Cart;

const paid: CheckoutResult = {
  message: checkoutMessages.success,
  invoices: [1, 2],
  type: 'online',
  total: 137.45,
  convenience_fee: 5.5,
  delivery_cost: 0,
  charged: 142.95,
  reference: 'sandbox_1',
  last_four: '4242',
  delivery_id: null,
  paid_on: '2026-03-04T17:00:00.000Z',
};

const declined = new ApiError(402, { code: 'PAYMENT_DECLINED', message: checkoutMessages.declined, fields: { 'data.card_number': checkoutMessages.declined } });

beforeEach(() => {
  // Wednesday 4 March 2026, midday in Nassau: expiry and delivery days are judged against it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T17:00:00Z'));
  cart = cartOf(cartItem(1, 100), cartItem(2, 37.45));
  stubCartReads(() => cart);
  vi.spyOn(cartApi, 'deliveryEstimate').mockResolvedValue(25);
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.signOut();
  vi.restoreAllMocks();
});

const ready = () => screen.findByRole('table', { name: 'Invoices to pay' });
const fieldError = (label: string) => input(label).getAttribute('aria-invalid') === 'true' && document.getElementById(input(label).getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('error'))!)?.textContent;

// A whole form rendered and filled per test: on a busy two-core machine one can take several seconds.
describe("a customer's checkout", { timeout: 20_000 }, () => {
  it('lists each invoice with its 4% fee, and totals them in cents', async () => {
    renderCheckout(customer);
    const lines = within(await ready()).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['Invoice', 'Value', 'Fee'],
      ['Invoice #26-00001', '$100.00', '$4.00'],
      ['Invoice #26-00002', '$37.45', '$1.50'],
    ]);
    expect(totalLine('Subtotal')).toBe('$137.45');
    expect(totalLine('Convenience fee (4%)')).toBe('$5.50');
    expect(totalLine('Delivery')).toBeUndefined();
    expect(totalLine('Total to be charged')).toBe('$142.95');
  });

  it('shows a field’s message once it is touched, and says under Pay why it is disabled', async () => {
    renderCheckout(customer);
    await ready();
    expect(screen.queryByText('Name on card is required')).toBeNull();
    expect(payButton()).toHaveProperty('disabled', true);
    expect(payReason()).toBe('Name on card is required, and 3 more fields to fix.');
    fireEvent.blur(input('Name on card'));
    expect(await screen.findByText('Name on card is required')).toBeTruthy();
    expect(screen.queryByText('Card number is required')).toBeNull();
  });

  it('refuses a card number failing Luhn, a past expiry and a short CVV', async () => {
    renderCheckout(customer);
    await ready();
    fillCard({ number: '4242 4242 4242 4241', exp: '022026', cvv: '12' });
    expect(await screen.findByText('Card number is not valid')).toBeTruthy();
    // Typed as digits, the expiry gets its slash.
    expect(input('Expiry')).toHaveProperty('value', '02/2026');
    expect(screen.getByText('This card has expired')).toBeTruthy();
    expect(screen.getByText('CVV must be 3 or 4 digits')).toBeTruthy();
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('gives the card fields the autocomplete names and number keypad browsers fill and phones show', async () => {
    renderCheckout(customer);
    await ready();
    const attributes = (label: string) => [input(label).getAttribute('autocomplete'), input(label).getAttribute('inputmode')];
    expect(attributes('Name on card')).toEqual(['cc-name', null]);
    expect(attributes('Card number')).toEqual(['cc-number', 'numeric']);
    expect(attributes('Expiry')).toEqual(['cc-exp', 'numeric']);
    expect(attributes('CVV')).toEqual(['cc-csc', 'numeric']);
  });

  it('asks for date, time and directions only once delivery is wanted, and adds its cost', async () => {
    renderCheckout(customer);
    await ready();
    fillCard();
    await waitFor(() => expect(payReason()).toBeNull());
    expect(screen.queryByRole('textbox', { name: /^Directions/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /I want my packages delivered/ }));
    expect(await screen.findByText('Delivery costs $25.00.')).toBeTruthy();
    expect(payReason()).toBe('Date is required, and 2 more fields to fix.');
    typeInto('Directions', '');
    expect(await screen.findByText('Directions are required')).toBeTruthy();
    expect(totalLine('Delivery')).toBe('$25.00');
    expect(totalLine('Total to be charged')).toBe('$167.95');
    fireEvent.click(screen.getByRole('switch', { name: /I want my packages delivered/ }));
    await waitFor(() => expect(screen.queryByText('Directions are required')).toBeNull());
    expect(payReason()).toBeNull();
    expect(totalLine('Total to be charged')).toBe('$142.95');
  });

  it('pays with the delivery chosen: a Saturday, a window and directions', async () => {
    const pay = vi.spyOn(cartApi, 'pay').mockResolvedValue({ ...paid, delivery_cost: 25, charged: 167.95, delivery_id: 4 });
    renderCheckout(customer);
    await ready();
    fillCard();
    fireEvent.click(screen.getByRole('switch', { name: /I want my packages delivered/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Date/ }));
    // Sundays and days gone by cannot be picked.
    expect(await screen.findByRole('button', { name: '8 March 2026', hidden: true })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '3 March 2026', hidden: true })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '7 March 2026', hidden: true }));
    fireEvent.click(screen.getByRole('combobox', { name: /^Time/ }));
    fireEvent.click(await screen.findByRole('option', { name: '4:00pm-6:00pm', hidden: true }));
    typeInto('Directions', 'Blue gate, Carmichael Road');
    await waitFor(() => expect(payReason()).toBeNull());
    fireEvent.click(payButton());
    await screen.findByText('Your transaction was successfully processed.');
    expect(pay).toHaveBeenCalledWith(
      customer.id,
      {
        data: { card_name: 'Pat Personal', card_number: '4242424242424242', card_exp: '12/2027', card_cvv: '123' },
        cartTotal: 137.45,
        delivery: { date: '2026-03-07', time: '4:00pm-6:00pm', directions: 'Blue gate, Carmichael Road', deliveryCost: 25 },
      },
      expect.any(String),
    );
    expect(screen.getByText('$167.95 paid with the card ending in 4242. Your delivery is booked.')).toBeTruthy();
  });

  it('disables Pay while the payment is processing; paid, it says so and the cart and badge empty', async () => {
    let answer!: (result: CheckoutResult) => void;
    const pay = vi.spyOn(cartApi, 'pay').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderCheckout(customer);
    await ready();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart' }).getAttribute('aria-describedby')).toBeTruthy());
    fillCard();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', true));
    fireEvent.click(payButton());
    expect(input('Card number')).toHaveProperty('disabled', true);
    expect(pay).toHaveBeenCalledTimes(1);
    cart = cartOf();
    answer(paid);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Your transaction was successfully processed.')).toBeTruthy();
    expect(screen.getByText('$142.95 paid with the card ending in 4242.')).toBeTruthy();
    expect(await screen.findByText('Your cart is currently empty.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cart' }).getAttribute('aria-describedby')).toBeNull();
  });

  it("shows the §8 error with the server's field message when the card is declined, and changes nothing else", async () => {
    vi.spyOn(cartApi, 'pay').mockRejectedValue(declined);
    renderCheckout(customer);
    await ready();
    fillCard({ number: '4000 0000 0000 0002' });
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    fireEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(checkoutMessages.failure)).toBeTruthy();
    expect(within(alert).getByText('The card was declined.')).toBeTruthy();
    expect(fieldError('Card number')).toBe('The card was declined.');
    expect(payButton()).toHaveProperty('disabled', false);
    expect(totalLine('Total to be charged')).toBe('$142.95');
    expect(screen.queryByText(checkoutMessages.success)).toBeNull();
  });

  it('fetches the cart and the delivery cost again when the server says the cart changed', async () => {
    vi.spyOn(cartApi, 'pay').mockRejectedValue(new ApiError(409, { code: 'CONFLICT', message: checkoutMessages.cartChanged }));
    renderCheckout(customer);
    await ready();
    fillCard();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    const [carts, estimates] = [vi.mocked(cartApi.get).mock.calls.length, vi.mocked(cartApi.deliveryEstimate).mock.calls.length];
    cart = cartOf(cartItem(1, 100));
    fireEvent.click(payButton());
    expect(within(await screen.findByRole('alert')).getByText(checkoutMessages.cartChanged)).toBeTruthy();
    await waitFor(() => expect(totalLine('Total to be charged')).toBe('$104.00'));
    expect(vi.mocked(cartApi.get).mock.calls.length).toBeGreaterThan(carts);
    expect(vi.mocked(cartApi.deliveryEstimate).mock.calls.length).toBeGreaterThan(estimates);
  });

  it('refuses to pay a cart whose invoices are not all of one type', async () => {
    cart = cartOf(cartItem(1, 100), cartItem(2, 37.45, 'cash'));
    renderCheckout(customer);
    await ready();
    fillCard();
    await waitFor(() => expect(payReason()).toBe(checkoutMessages.mixedTypes));
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('says an empty cart is empty, with the way back to the dashboard', async () => {
    cart = cartOf();
    renderCheckout(customer);
    expect(await screen.findByText('Your cart is currently empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/client/dashboard');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
