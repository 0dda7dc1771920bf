import { describe, expect, it } from 'vitest';
import { checkoutTotals } from '../../../src/app/areas/checkout/checkout-totals';
import { cartItem } from '../cart/cart-fixtures';

describe('checkout totals, in cents', () => {
  it('adds 4% of each online invoice, rounded half-up on that invoice alone', () => {
    // $100.00 → $4.00; $37.45 → 149.8¢ → $1.50. Together $5.50, where 4% of the $137.45 sum would be $5.498 → $5.50 by luck only.
    const totals = checkoutTotals([cartItem(1, 100), cartItem(2, 37.45)], { withFee: true, delivery: null });
    expect(totals.lines.map((line) => [line.value, line.fee])).toEqual([
      [10_000, 400],
      [3_745, 150],
    ]);
    expect(totals).toMatchObject({ subtotal: 13_745, fee: 550, delivery: null, total: 14_295 });
  });

  it('rounds each fee once, so three invoices can differ from the fee on their sum', () => {
    // 4% of $0.12 is 0.48¢ → 0¢, three times; 4% of the $0.36 sum would be 1.44¢ → 1¢.
    const totals = checkoutTotals([cartItem(1, 0.12), cartItem(2, 0.12), cartItem(3, 0.12)], { withFee: true, delivery: null });
    expect(totals).toMatchObject({ subtotal: 36, fee: 0, total: 36 });
    // 4% of $12.38 is 49.52¢ → 50¢; of $12.37, 49.48¢ → 49¢.
    expect(checkoutTotals([cartItem(1, 12.38), cartItem(2, 12.37)], { withFee: true, delivery: null }).fee).toBe(99);
  });

  it('adds the delivery when one is wanted', () => {
    const totals = checkoutTotals([cartItem(1, 100), cartItem(2, 37.45)], { withFee: true, delivery: 2_500 });
    expect(totals).toMatchObject({ subtotal: 13_745, fee: 550, delivery: 2_500, total: 16_795 });
  });

  it('adds no fee to staff paying their cart, nor to an invoice that is not online', () => {
    expect(checkoutTotals([cartItem(1, 100), cartItem(2, 37.45)], { withFee: false, delivery: null })).toMatchObject({ fee: 0, total: 13_745 });
    expect(checkoutTotals([cartItem(1, 100, 'cash')], { withFee: true, delivery: null })).toMatchObject({ fee: 0, total: 10_000 });
  });

  it('reads values such as 19.99 exactly, never as 1998 cents', () => {
    expect(checkoutTotals([cartItem(1, 19.99), cartItem(2, 0.1), cartItem(3, 0.2)], { withFee: false, delivery: null }).subtotal).toBe(2_029);
  });
});
