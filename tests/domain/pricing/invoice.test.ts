import { describe, expect, it } from 'vitest';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { deliveryCost, paymentFees, priceInvoice, type InvoiceInput, type InvoiceItemInput } from '../../../src/domain/pricing/invoice';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { TaxCategoryRates } from '../../../src/domain/pricing/tax-category';

// Every figure below was worked out by hand from the default rates of 2024-03-01: VAT 10%, freight
// tax 10% on air freight, documentation $5, insurance $1 per $100 or part, processing 1% held
// between $10 and $500, hazard $25 and fragile $10 a package, overweight $1 a lb above 70 lb,
// storage $1 a package-day after 7 days, US pickup $36, consolidation $10, divisor 139 in³/lb.
const book = rateBookAt(defaultRateRows, '2024-03-01');

const clothing: TaxCategoryRates = { duty_bp: 3500, levy: { kind: 'percent', rate_bp: 0 }, zero_rated: false };
const television: TaxCategoryRates = { duty_bp: 1000, levy: { kind: 'per_unit', amount_cents: 500 }, zero_rated: false };
const books: TaxCategoryRates = { duty_bp: 0, levy: { kind: 'percent', rate_bp: 0 }, zero_rated: true };

const item = (unit_price: number, quantity: number, category: TaxCategoryRates, marks: Partial<InvoiceItemInput> = {}): InvoiceItemInput => ({
  unit_price,
  quantity,
  category,
  hazard: false,
  fragile: false,
  ...marks,
});
const box = (id: number, weight: number, [length, width, height]: [number, number, number], items: InvoiceItemInput[], storage_days = 0) => ({
  id,
  measure: { weight, length, width, height },
  storage_days,
  items,
});

describe('priceInvoice, worked by hand', () => {
  it('air (standard): freight, freight tax, customs and documentation', () => {
    const order: InvoiceInput = {
      method: 'standard',
      us_pickup: false,
      // 30×20×10 cm = 6,000 cm³ = 366.1 in³ = 2.6 lb: the 12 lb weigh more. 12 × $2.00 = $24.00.
      packages: [box(1, 12, [30, 20, 10], [item(4999, 2, clothing)])],
      fees: [],
    };
    const invoice = priceInvoice(order, book);
    expect(invoice.packages).toEqual([
      { id: 1, actual_lb: 12, dimensional_lb: 3, charged_weight: 12, shipping_rate: 200, shipping_total: 2400, value: 9998, duty: 3499, levy: 0, overweight: 0, hazard: 0, fragile: 0, storage: 0 },
    ]);
    expect(invoice).toMatchObject({
      shipping_subtotal: 2400,
      consolidation_fee: 0,
      documentation_fee: 500,
      insurance: 100, // $99.98 is one hundred
      duty_total: 3499, // 35% of $99.98 = $34.993
      levy_total: 0,
      processing_fee: 1000, // 1% is $1.00, held at the $10 minimum
      freight_tax: 240,
      // freight (2400 + 100) → 250; customs (9998 + 3499 + 1000 = 14,497) → 1449.7 → 1450; documentation 50
      vat: { freight: 250, customs: 1450, documentation: 50, consolidation: 0, overweight: 0, hazard: 0, fragile: 0, pickup: 0, storage: 0, fees: 0 },
      vat_total: 1750,
      reimbursement_vat: 1450,
      reimbursement_total: 5949, // 3499 + 1000 + 1450
      reg_vat: 300,
      reg_total: 3540, // 2400 + 500 + 100 + 240 + 300
      value: 9489,
    });
  });

  it('boat (business-boat): no freight tax, a package minimum, overweight and a per-unit levy', () => {
    const order: InvoiceInput = {
      method: 'business-boat',
      us_pickup: false,
      packages: [
        // 80 lb against 60×50×40 cm = 7,322.9 in³ = 52.7 lb: 80 × $1.10 = $88.00; 10 lb over 70 = $10.00.
        box(1, 80, [60, 50, 40], [item(120_000, 1, television)]),
        // 5 × $1.10 = $5.50, below the boat minimum of $15.00.
        box(2, 5, [10, 10, 10], [item(1550, 3, books)]),
      ],
      fees: [],
    };
    const invoice = priceInvoice(order, book);
    expect(invoice.packages.map((p) => [p.charged_weight, p.shipping_total, p.overweight, p.duty, p.levy])).toEqual([
      [80, 8800, 1000, 12_000, 500],
      [5, 1500, 0, 0, 0],
    ]);
    expect(invoice).toMatchObject({
      shipping_subtotal: 10_300,
      overweight_fee: 1000,
      insurance: 1300, // $1,246.50 is 13 hundreds
      processing_fee: 1247, // 1% of $1,246.50 = $12.465
      freight_tax: 0,
      // freight (10,300 + 1,300) → 1160; customs: the books are zero-rated, so 120,000 + 12,000 + 500 + 1,247 = 133,747 → 13,374.7 → 13,375
      vat: { freight: 1160, customs: 13_375, overweight: 100, documentation: 50 },
      vat_total: 14_685,
      reimbursement_total: 27_122, // 12,000 + 500 + 1,247 + 13,375
      reg_vat: 1310,
      reg_total: 14_410, // 10,300 + 1,000 + 500 + 1,300 + 1,310
      value: 41_532,
    });
  });

  it('consolidated (consolidate-sm): each package at least the minimum, and the consolidation fee once', () => {
    const order: InvoiceInput = {
      method: 'consolidate-sm',
      us_pickup: false,
      packages: [
        box(1, 2, [20, 15, 10], [item(2500, 1, clothing)]), // 183.1 in³ → 2 lb → $4.00 → $10.00 minimum
        box(2, 3.5, [25, 20, 5], [item(1200, 2, clothing)]), // 3.5 lb → 4 lb → $8.00 → $10.00 minimum
        box(3, 6, [40, 30, 20], [item(6000, 1, clothing)]), // 1,464.6 in³ → 10.5 → 11 lb → $22.00
      ],
      fees: [],
    };
    const invoice = priceInvoice(order, book);
    expect(invoice.packages.map((p) => [p.charged_weight, p.shipping_total, p.duty])).toEqual([
      [2, 1000, 875],
      [4, 1000, 840],
      [11, 2200, 2100],
    ]);
    expect(invoice).toMatchObject({
      shipping_subtotal: 4200,
      consolidation_fee: 1000,
      insurance: 200, // $109.00 is two hundreds
      duty_total: 3815,
      processing_fee: 1000,
      freight_tax: 420,
      // freight (4,200 + 200) → 440; customs (10,900 + 3,815 + 1,000 = 15,715) → 1,571.5 → 1,572; consolidation 100; documentation 50
      vat: { freight: 440, customs: 1572, consolidation: 100, documentation: 50 },
      vat_total: 2162,
      reimbursement_total: 6387,
      reg_total: 6910, // 4,200 + 1,000 + 500 + 200 + 420 + 590
      value: 13_297,
    });
  });

  it('hazard and fragile (next-day): one fee per package that holds such an item, each with its VAT', () => {
    const order: InvoiceInput = {
      method: 'next-day',
      us_pickup: false,
      packages: [
        box(1, 10, [30, 30, 30], [item(8000, 1, clothing, { hazard: true })]), // 1,647.6 in³ → 11.9 → 12 lb × $3.50 = $42.00
        box(2, 4, [20, 20, 20], [item(3525, 2, clothing, { fragile: true }), item(1000, 1, books)]), // 4 lb → $14.00 → $20.00 minimum
      ],
      fees: [],
    };
    const invoice = priceInvoice(order, book);
    expect(invoice.packages.map((p) => [p.charged_weight, p.shipping_total, p.hazard, p.fragile, p.duty])).toEqual([
      [12, 4200, 2500, 0, 2800],
      [4, 2000, 0, 1000, 2468], // 35% of $70.50 = $24.675 → $24.68
    ]);
    expect(invoice).toMatchObject({
      shipping_subtotal: 6200,
      hazard_fee: 2500,
      fragile_fee: 1000,
      insurance: 200,
      duty_total: 5268,
      processing_fee: 1000,
      freight_tax: 620,
      // customs: 8,000 + 2,800 + 7,050 + 2,468 + 1,000 = 21,318 → 2,131.8 → 2,132 (the books are zero-rated)
      vat: { freight: 640, customs: 2132, hazard: 250, fragile: 100, documentation: 50 },
      vat_total: 3172,
      reimbursement_total: 8400, // 5,268 + 1,000 + 2,132
      reg_total: 12_060, // 6,200 + 2,500 + 1,000 + 500 + 200 + 620 + 1,040
      value: 20_460,
    });
  });

  it('US pickup with storage and a named fee', () => {
    const order: InvoiceInput = {
      method: 'standard',
      us_pickup: true,
      // 60,000 cm³ = 3,661.4 in³ = 26.3 → 27 lb × $2.00 = $54.00; waited 10 days, 3 beyond the free 7.
      packages: [box(1, 20, [50, 40, 30], [item(15_000, 1, television)], 10)],
      fees: [{ name: 'Re-pack', amount: 1250 }],
    };
    expect(priceInvoice(order, book)).toMatchObject({
      shipping_subtotal: 5400,
      us_pickup_fee: 3600,
      storage_fees: 300,
      fees_total: 1250,
      insurance: 200,
      duty_total: 1500,
      levy_total: 500,
      processing_fee: 1000,
      freight_tax: 540,
      // freight 5,600 → 560; customs 15,000 + 1,500 + 500 + 1,000 = 18,000 → 1,800; pickup 360; storage 30; documentation 50; fees 125
      vat: { freight: 560, customs: 1800, pickup: 360, storage: 30, documentation: 50, fees: 125 },
      vat_total: 2925,
      reimbursement_total: 4800,
      reg_vat: 1125,
      reg_total: 12_915, // 5,400 + 3,600 + 300 + 500 + 200 + 1,250 + 540 + 1,125
      value: 17_715,
    });
  });

  it('prices with the rates of the order’s date: 7.5% VAT and no documentation fee before 2018-05-10', () => {
    const order: InvoiceInput = { method: 'standard', us_pickup: false, packages: [box(1, 12, [30, 20, 10], [item(4999, 2, clothing)])], fees: [] };
    expect(priceInvoice(order, rateBookAt(defaultRateRows, '2018-05-09'))).toMatchObject({
      documentation_fee: 0,
      // freight 2,500 × 7.5% = 187.5 → 188; customs 14,497 × 7.5% = 1,087.275 → 1,087
      vat: { freight: 188, customs: 1087, documentation: 0 },
      vat_total: 1275,
      reimbursement_total: 5586,
      reg_total: 2928, // 2,400 + 100 + 240 + 188
      value: 8514,
    });
  });

  it('refuses an invoice without packages', () => {
    expect(() => priceInvoice({ method: 'standard', us_pickup: false, packages: [], fees: [] }, book)).toThrow(RangeError);
  });
});

describe('paymentFees', () => {
  it('adds 4% when paid online, the 3% card fee at the counter, nothing otherwise', () => {
    expect(paymentFees(9489, 'online', book)).toEqual({ convenience_fee: 380, cc_fee: 0 }); // 379.56
    expect(paymentFees(9489, 'card', book)).toEqual({ convenience_fee: 0, cc_fee: 285 }); // 284.67
    for (const type of ['cash', 'check', 'bank'] as const) expect(paymentFees(9489, type, book)).toEqual({ convenience_fee: 0, cc_fee: 0 });
  });
});

describe('deliveryCost', () => {
  it('is $15 up to 20 lb, then 50¢ a pound', () => {
    expect(deliveryCost(0, book)).toBe(1500);
    expect(deliveryCost(20, book)).toBe(1500);
    expect(deliveryCost(27, book)).toBe(1850);
    expect(() => deliveryCost(2.5, book)).toThrow(RangeError);
  });
});
