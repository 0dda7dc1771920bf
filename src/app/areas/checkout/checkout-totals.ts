import type { CartItem } from '../../../domain/cart';
import { applyRate, parseCents, sumCents, type BasisPoints, type Cents } from '../../../domain/pricing';

/** The online convenience fee (portal spec §9: 4%); the server charges it from its rate book. */
export const convenienceFeeBp: BasisPoints = 400;

export type CheckoutLine = { item: CartItem; value: Cents; fee: Cents };
export type CheckoutTotals = { lines: CheckoutLine[]; subtotal: Cents; fee: Cents; delivery: Cents | null; total: Cents };

/**
 * What checkout charges, in integer cents: each invoice's value, its convenience fee when a
 * customer pays an online invoice (rounded half-up on that invoice alone, as the server does),
 * and the delivery when one is wanted.
 */
export const checkoutTotals = (items: readonly CartItem[], { withFee, delivery }: { withFee: boolean; delivery: Cents | null }): CheckoutTotals => {
  const lines = items.map((item) => {
    const value = parseCents(item.value);
    return { item, value, fee: withFee && item.type === 'online' ? applyRate(value, convenienceFeeBp) : 0 };
  });
  const subtotal = sumCents(lines.map((line) => line.value));
  const fee = sumCents(lines.map((line) => line.fee));
  return { lines, subtotal, fee, delivery, total: sumCents([subtotal, fee, delivery ?? 0]) };
};
