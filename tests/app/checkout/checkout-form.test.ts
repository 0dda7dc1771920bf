import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blankCheckoutForm, payBody, zCheckoutForm, type CheckoutFormValues } from '../../../src/app/areas/checkout/checkout-form';

const card = { card_name: 'Pat Personal', card_number: '4242 4242 4242 4242', card_exp: '12/2027', card_cvv: '123' };
const filled = (overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({ ...blankCheckoutForm, ...card, ...overrides });

/** The first message per field, as the form shows them. */
const messages = (values: CheckoutFormValues) => {
  const result = zCheckoutForm.safeParse(values);
  const byField: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

describe('the checkout form', () => {
  // Wednesday 4 March 2026, midday in Nassau.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T17:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for every card field', () => {
    expect(messages(blankCheckoutForm)).toEqual({
      card_name: 'Name on card is required',
      card_number: 'Card number is required',
      card_exp: 'Expiry is required',
      card_cvv: 'CVV is required',
    });
  });

  it('refuses a number that fails Luhn or is not numeric, and takes one typed in groups', () => {
    expect(messages(filled({ card_number: '4242 4242 4242 4241' }))).toEqual({ card_number: 'Card number is not valid' });
    expect(messages(filled({ card_number: '4242-abcd' }))).toEqual({ card_number: 'Card number must be numeric' });
    expect(messages(filled())).toEqual({});
  });

  it('refuses an expiry that is malformed or in a past month, and takes this month', () => {
    expect(messages(filled({ card_exp: '13/2027' }))).toEqual({ card_exp: 'Expiry must be MM/YYYY' });
    expect(messages(filled({ card_exp: '02/2026' }))).toEqual({ card_exp: 'This card has expired' });
    expect(messages(filled({ card_exp: '03/2026' }))).toEqual({});
  });

  it('refuses a CVV that is not 3 or 4 digits', () => {
    expect(messages(filled({ card_cvv: '12' }))).toEqual({ card_cvv: 'CVV must be 3 or 4 digits' });
    expect(messages(filled({ card_cvv: '12a' }))).toEqual({ card_cvv: 'CVV must be numeric' });
    expect(messages(filled({ card_cvv: '1234' }))).toEqual({});
  });

  it('asks for date, time and directions only when a delivery is wanted', () => {
    expect(messages(filled({ wantsDelivery: false }))).toEqual({});
    expect(messages(filled({ wantsDelivery: true }))).toEqual({ date: 'Date is required', time: 'Time is required', directions: 'Directions are required' });
  });

  it('refuses a delivery before today or on a Sunday', () => {
    const delivery = { wantsDelivery: true, time: '1:00pm-3:00pm', directions: 'Blue gate, Carmichael Road' };
    expect(messages(filled({ ...delivery, date: '2026-03-03' }))).toEqual({ date: 'Choose today or a later day' });
    expect(messages(filled({ ...delivery, date: '2026-03-08' }))).toEqual({ date: 'There are no deliveries on Sundays' });
    expect(messages(filled({ ...delivery, date: '2026-03-04' }))).toEqual({});
  });

  it('sends the card as digits, the total before the fee, and the delivery with the cost shown, in dollars', () => {
    const delivery = { wantsDelivery: true, date: '2026-03-07', time: '4:00pm-6:00pm', directions: 'Blue gate' };
    expect(payBody(filled(delivery), 13_745, 2_500)).toEqual({
      data: { card_name: 'Pat Personal', card_number: '4242424242424242', card_exp: '12/2027', card_cvv: '123' },
      cartTotal: 137.45,
      delivery: { date: '2026-03-07', time: '4:00pm-6:00pm', directions: 'Blue gate', deliveryCost: 25 },
    });
    expect(payBody(filled(), 13_745, null).delivery).toBeNull();
  });
});
