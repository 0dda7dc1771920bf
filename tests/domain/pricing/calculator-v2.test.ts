import { describe, expect, it } from 'vitest';
import { calculatorV2, type CalculatorV2Input } from '../../../src/domain/pricing/calculator-v2';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { applyRate } from '../../../src/domain/pricing/money';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { RateRow } from '../../../src/domain/pricing/rate-rows';
import type { TaxCategoryRates } from '../../../src/domain/pricing/tax-category';

const tv: TaxCategoryRates = { duty_bp: 3500, levy: { kind: 'per_unit', amount_cents: 500 }, zero_rated: false };
const noDuty: TaxCategoryRates = { duty_bp: 0, levy: { kind: 'percent', rate_bp: 0 }, zero_rated: false };
// 55 lb standard is the brochure's $110 freight.
const brochure: CalculatorV2Input = {
  method: 'standard',
  package: { weight: 55, length: 0, width: 0, height: 0 },
  items: [{ unit_price: 40_000, quantity: 1, category: tv }],
};

describe('calculatorV2: the Bahamas Customs brochure example', () => {
  it('matches the brochure to the cent when insurance is left out, as the brochure does', () => {
    const noInsurance: RateRow = { key: 'insurance.per_100', value: 0, effective_from: '2019-01-01' };
    const book = rateBookAt([...defaultRateRows, noInsurance], '2019-06-15');
    const result = calculatorV2(brochure, book);
    expect(result).toEqual({
      total_freight_charges: 11_000,
      insurance: 0,
      freight_vat_total: 1320,
      freight_total_charges: 12_320,
      total_duty_charges: 14_500,
      processing_fee: 1000,
      duty_vat_total: 6660,
      customs_total_charges: 22_160,
      grand_total: 34_480,
    });
    expect(result.duty_vat_total + result.freight_vat_total).toBe(7980);
  });

  it('with the default insurance ($1 per $100) the freight VAT base includes the $4 insurance', () => {
    const result = calculatorV2(brochure, rateBookAt(defaultRateRows, '2019-06-15'));
    expect(result).toMatchObject({ insurance: 400, freight_vat_total: 1368, freight_total_charges: 12_768, grand_total: 34_928 });
  });

  it.each([
    { date: '2018-06-30', freightVat: 855, dutyVat: 4163 },
    { date: '2018-07-01', freightVat: 1368, dutyVat: 6660 },
    { date: '2021-12-31', freightVat: 1368, dutyVat: 6660 },
    { date: '2022-01-01', freightVat: 1140, dutyVat: 5550 },
  ])('prices the same TV with the VAT of $date', ({ date, freightVat, dutyVat }) => {
    const result = calculatorV2(brochure, rateBookAt(defaultRateRows, date));
    expect([result.freight_vat_total, result.duty_vat_total]).toEqual([freightVat, dutyVat]);
  });
});

describe('calculatorV2: totals follow their definitions', () => {
  it.each([
    { name: 'consolidation with dimensional weight', method: 'consolidate-sm', pkg: { weight: 3, length: 20, width: 20, height: 20 }, freight: 12_600 },
    { name: 'priority at its minimum', method: 'next-day', pkg: { weight: 2, length: 5, width: 5, height: 5 }, freight: 2000 },
    { name: 'special', method: 'special', pkg: { weight: 30.2, length: 10, width: 10, height: 10 }, freight: 4650 },
  ] as const)('$name', ({ method, pkg, freight }) => {
    const items = [
      { unit_price: 12_345, quantity: 1, category: tv },
      { unit_price: 67_890, quantity: 1, category: { duty_bp: 1000, levy: { kind: 'percent', rate_bp: 500 }, zero_rated: false } },
    ] as const;
    const r = calculatorV2({ method, package: pkg, items }, rateBookAt(defaultRateRows, '2023-05-05'));
    expect(r.total_freight_charges).toBe(freight);
    expect(r.insurance).toBe(900);
    expect(r.freight_vat_total).toBe(applyRate(freight + 900, 1000));
    expect(r.freight_total_charges).toBe(freight + r.insurance + r.freight_vat_total);
    // duty 4321 (35% of 123.45 = 43.2075) + 6789, levy 500 + 3395 (5% of 678.90 = 33.945)
    expect(r.total_duty_charges).toBe(4321 + 6789 + 500 + 3395);
    expect(r.processing_fee).toBe(1000);
    expect(r.duty_vat_total).toBe(applyRate(12_345 + 67_890 + r.total_duty_charges + 1000, 1000));
    expect(r.customs_total_charges).toBe(r.total_duty_charges + r.processing_fee + r.duty_vat_total);
    expect(r.grand_total).toBe(r.freight_total_charges + r.customs_total_charges);
  });
});

describe('calculatorV2: each line is rounded half-up once', () => {
  // Two 7¢ items in 2016 (VAT 7.5%): 0.525¢ of VAT each.
  const input: CalculatorV2Input = {
    method: 'standard',
    package: { weight: 1, length: 0, width: 0, height: 0 },
    items: [
      { unit_price: 7, quantity: 1, category: noDuty },
      { unit_price: 7, quantity: 1, category: noDuty },
    ],
  };
  const book = rateBookAt(defaultRateRows, '2016-02-01');

  it('rounds the customs VAT once on its whole base, not per item', () => {
    const once = calculatorV2(input, book).duty_vat_total;
    const perItem = applyRate(7, 750) + applyRate(7, 750) + applyRate(1000, 750);
    expect(once).toBe(76); // 7.5% of 1014¢ = 76.05¢
    expect(perItem).toBe(77); // so this case tells the two apart
  });

  it('rounds the freight VAT once on freight + insurance, not per part', () => {
    // special at 7 lb is $10.50 of freight and a $1 item is $1 of insurance: 7.5% of 1150¢ = 86.25¢.
    const r = calculatorV2({ ...input, method: 'special', package: { weight: 7, length: 0, width: 0, height: 0 }, items: [{ unit_price: 100, quantity: 1, category: noDuty }] }, book);
    expect([r.total_freight_charges, r.insurance, r.freight_vat_total]).toEqual([1050, 100, 86]);
    expect(applyRate(1050, 750) + applyRate(100, 750)).toBe(87); // 78.75 → 79 and 7.5 → 8
  });

  it('rounds duty per item line: two half cents are two cents', () => {
    const halfCent: TaxCategoryRates = { duty_bp: 1000, levy: { kind: 'percent', rate_bp: 0 }, zero_rated: false };
    const r = calculatorV2({ ...input, items: [{ unit_price: 5, quantity: 1, category: halfCent }, { unit_price: 5, quantity: 1, category: halfCent }] }, book);
    expect(r.total_duty_charges).toBe(2);
  });
});

describe('calculatorV2: zero-rated goods', () => {
  it('leave VAT on freight but none on customs when every item is zero-rated', () => {
    const food: TaxCategoryRates = { duty_bp: 0, levy: { kind: 'percent', rate_bp: 0 }, zero_rated: true };
    const r = calculatorV2({ ...brochure, items: [{ unit_price: 40_000, quantity: 1, category: food }] }, rateBookAt(defaultRateRows, '2019-06-15'));
    expect(r).toMatchObject({ total_duty_charges: 0, processing_fee: 1000, duty_vat_total: 0, customs_total_charges: 1000, freight_vat_total: 1368 });
  });
});
