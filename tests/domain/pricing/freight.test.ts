import { describe, expect, it } from 'vitest';
import { shippingMethods, type ShippingMethod } from '../../../src/domain/shipping-methods';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { convenienceFee, freightTax, usPickupFee } from '../../../src/domain/pricing/fees';
import { freightCharge, quoteFreight } from '../../../src/domain/pricing/freight';
import { insurance } from '../../../src/domain/pricing/insurance';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { RateRow } from '../../../src/domain/pricing/rate-rows';

const book = rateBookAt(defaultRateRows, '2024-03-01');

describe('freight by method: rate × billable lb, never below the minimum', () => {
  it.each([
    // standard: "$10 flat up to 4.99 lb, then $2.00/lb"
    { method: 'standard', lb: 0, freight: 1000 },
    { method: 'standard', lb: 1, freight: 1000 },
    { method: 'standard', lb: 5, freight: 1000 },
    { method: 'standard', lb: 6, freight: 1200 },
    { method: 'standard', lb: 55, freight: 11_000 },
    // next-day (Priority): $3.50/lb, minimum $20
    { method: 'next-day', lb: 5, freight: 2000 },
    { method: 'next-day', lb: 6, freight: 2100 },
    { method: 'next-day', lb: 10, freight: 3500 },
    // admin-set placeholders: special like no-rush, plane lanes like standard, boat lanes like boat, code-red above next-day
    { method: 'special', lb: 6, freight: 1000 },
    { method: 'special', lb: 7, freight: 1050 },
    { method: 'business-plane', lb: 5, freight: 1000 },
    { method: 'business-plane', lb: 8, freight: 1600 },
    { method: 'industrial-plane', lb: 8, freight: 1600 },
    { method: 'business-boat', lb: 13, freight: 1500 },
    { method: 'business-boat', lb: 14, freight: 1540 },
    { method: 'industrial-boat', lb: 14, freight: 1540 },
    { method: 'code-red', lb: 6, freight: 3000 },
    { method: 'code-red', lb: 7, freight: 3500 },
  ] satisfies { method: ShippingMethod; lb: number; freight: number }[])('$method at $lb lb → $freight¢', ({ method, lb, freight }) => {
    expect(quoteFreight(method, lb, book)).toMatchObject({ freight, consolidation_fee: 0, total: freight });
  });

  it.each([
    { rate: 'no-rush', lb: 6, freight: 1000 },
    { rate: 'no-rush', lb: 7, freight: 1050 },
    { rate: 'boat', lb: 13, freight: 1500 },
    { rate: 'boat', lb: 14, freight: 1540 },
  ] as const)('the $rate rate at $lb lb → $freight¢', ({ rate, lb, freight }) => {
    expect(freightCharge(book.freight[rate], lb)).toBe(freight);
  });

  it.each(['consolidation', 'consolidate-sm', 'consolidate-lg'] as const)('%s is standard plus the 1000¢ consolidation fee', (method) => {
    expect(quoteFreight(method, 10, book)).toEqual({ rate: 'standard', freight: 2000, consolidation_fee: 1000, total: 3000 });
    expect(quoteFreight(method, 2, book)).toEqual({ rate: 'standard', freight: 1000, consolidation_fee: 1000, total: 2000 });
  });

  it('prices every order method from the book', () => {
    for (const method of shippingMethods) expect(quoteFreight(method, 1, book).total).toBeGreaterThan(0);
  });

  it('follows an admin’s new rate from its date on', () => {
    const rows = [...defaultRateRows, { key: 'freight.special.per_lb', value: 175, effective_from: '2025-01-01' } satisfies RateRow];
    expect(quoteFreight('special', 10, rateBookAt(rows, '2024-12-31')).total).toBe(1500);
    expect(quoteFreight('special', 10, rateBookAt(rows, '2025-01-01')).total).toBe(1750);
  });

  it('refuses fractional pounds: weight is made billable first', () => {
    expect(() => freightCharge(book.freight.standard, 4.5)).toThrow(RangeError);
  });
});

describe('insurance: $1 per $100 of declared value, or part of $100', () => {
  it.each([
    { value: 0, insurance: 0 },
    { value: 1, insurance: 100 },
    { value: 10_000, insurance: 100 },
    { value: 10_001, insurance: 200 },
    { value: 40_000, insurance: 400 },
    { value: 123_456, insurance: 1300 },
  ])('$value¢ → $insurance¢', ({ value, insurance: expected }) => {
    expect(insurance(value, book)).toBe(expected);
  });
});

describe('fees', () => {
  it.each([
    { charged: 10_000, fee: 400 },
    { charged: 1262, fee: 50 },
    { charged: 1263, fee: 51 },
    { charged: 34_480, fee: 1379 },
    { charged: 0, fee: 0 },
  ])('the convenience fee on $charged¢ charged by card is $fee¢', ({ charged, fee }) => {
    expect(convenienceFee(charged, book)).toBe(fee);
  });

  it('freight tax is 10%, rounded once; a US pickup is $36', () => {
    expect(freightTax(11_005, book)).toBe(1101);
    expect(freightTax(11_004, book)).toBe(1100);
    expect(usPickupFee(book)).toBe(3600);
  });
});
