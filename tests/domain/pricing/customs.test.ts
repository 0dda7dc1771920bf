import { describe, expect, it } from 'vitest';
import { customsLine, duty, levy, processingFee } from '../../../src/domain/pricing/customs';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { TaxCategoryRates } from '../../../src/domain/pricing/tax-category';
import { customsVatBase, vat } from '../../../src/domain/pricing/vat';

const book2019 = rateBookAt(defaultRateRows, '2019-06-15');
const tv: TaxCategoryRates = { duty_bp: 3500, levy: { kind: 'per_unit', amount_cents: 500 }, zero_rated: false };

describe('the Bahamas Customs brochure, line by line', () => {
  // A $400 TV at 35% duty with a $5 environmental levy and $110 freight, in 2019 (VAT 12%).
  it('gives duty $140, levy $5, processing $10 and VAT $66.60 + $13.20 = $79.80', () => {
    const line = customsLine({ unit_price: 40_000, quantity: 1, category: tv });
    expect(line).toEqual({ value: 40_000, duty: 14_000, levy: 500, zero_rated: false });
    const processing = processingFee(line.value, book2019);
    expect(processing).toBe(1000);
    const customsVat = vat(customsVatBase([line], processing), book2019);
    const freightVat = vat(11_000, book2019);
    expect([customsVat, freightVat, customsVat + freightVat]).toEqual([6660, 1320, 7980]);
  });
});

describe('duty and levy per line', () => {
  it.each([
    { value: 40_000, bp: 3500, duty: 14_000 },
    { value: 1999, bp: 2500, duty: 500 },
    { value: 1998, bp: 2500, duty: 500 },
    { value: 1997, bp: 2500, duty: 499 },
    { value: 5000, bp: 0, duty: 0 },
  ])('$bp bp of $value¢ is $duty¢', ({ value, bp, duty: expected }) => {
    expect(duty(value, bp)).toBe(expected);
  });

  it.each([
    { why: 'per-unit levy × quantity (3 TVs at $5)', rule: { kind: 'per_unit', amount_cents: 500 }, value: 120_000, quantity: 3, levy: 1500 },
    { why: 'per-unit levy ignores value', rule: { kind: 'per_unit', amount_cents: 500 }, value: 1, quantity: 1, levy: 500 },
    { why: 'percent levy is on the line value', rule: { kind: 'percent', rate_bp: 1000 }, value: 40_000, quantity: 1, levy: 4000 },
    { why: 'percent levy is not multiplied again by quantity', rule: { kind: 'percent', rate_bp: 1000 }, value: 120_000, quantity: 3, levy: 12_000 },
    { why: 'percent levy rounds half-up', rule: { kind: 'percent', rate_bp: 1000 }, value: 15, quantity: 1, levy: 2 },
  ] as const)('$why', ({ rule, value, quantity, levy: expected }) => {
    expect(levy(rule, value, quantity)).toBe(expected);
  });

  it('a line is unit price × quantity, with its duty and per-unit levy', () => {
    expect(customsLine({ unit_price: 40_000, quantity: 3, category: tv })).toEqual({ value: 120_000, duty: 42_000, levy: 1500, zero_rated: false });
    expect(() => customsLine({ unit_price: 40_000, quantity: 0, category: tv })).toThrow(RangeError);
  });
});

describe('processing fee: 1% of the total value, minimum $10, maximum $500', () => {
  it.each([
    { value: 0, fee: 1000 },
    { value: 50_000, fee: 1000 },
    { value: 100_000, fee: 1000 },
    { value: 150_050, fee: 1501 },
    { value: 2_000_000, fee: 20_000 },
    { value: 5_000_000, fee: 50_000 },
    { value: 8_000_000, fee: 50_000 },
  ])('$value¢ → $fee¢', ({ value, fee }) => {
    expect(processingFee(value, book2019)).toBe(fee);
  });
});

describe('VAT on the customs base', () => {
  const line = (value: number, duty_bp: number, zero_rated: boolean) =>
    customsLine({ unit_price: value, quantity: 1, category: { duty_bp, levy: { kind: 'percent', rate_bp: 0 }, zero_rated } });

  it('a zero-rated line contributes nothing; the processing fee stays with the taxable goods', () => {
    const base = customsVatBase([line(10_000, 0, true), line(20_000, 1000, false)], 1000);
    expect(base).toBe(20_000 + 2000 + 1000);
    expect(vat(base, book2019)).toBe(2760);
  });

  it('an entry of only zero-rated goods carries no VAT, not even on its processing fee', () => {
    expect(customsVatBase([line(10_000, 0, true), line(20_000, 1000, true)], 1000)).toBe(0);
  });

  it.each([
    { date: '2018-06-30', vat: 750 },
    { date: '2018-07-01', vat: 1200 },
    { date: '2021-12-31', vat: 1200 },
    { date: '2022-01-01', vat: 1000 },
  ])('10000¢ of goods pays $vat¢ VAT on $date', ({ date, vat: expected }) => {
    expect(vat(10_000, rateBookAt(defaultRateRows, date))).toBe(expected);
  });
});
