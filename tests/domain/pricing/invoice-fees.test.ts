import { describe, expect, it } from 'vitest';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { invoiceTotals, priceInvoice, repriceFees, type InvoiceInput } from '../../../src/domain/pricing/invoice';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { TaxCategoryRates } from '../../../src/domain/pricing/tax-category';

// The invoices of invoice.test.ts, worked by hand there; here only their named fees change.
const book = rateBookAt(defaultRateRows, '2024-03-01');
const book2018 = rateBookAt(defaultRateRows, '2018-05-09');

const clothing: TaxCategoryRates = { duty_bp: 3500, levy: { kind: 'percent', rate_bp: 0 }, zero_rated: false };
const television: TaxCategoryRates = { duty_bp: 1000, levy: { kind: 'per_unit', amount_cents: 500 }, zero_rated: false };

const air: InvoiceInput = {
  method: 'standard',
  us_pickup: false,
  packages: [{ id: 1, measure: { weight: 12, length: 30, width: 20, height: 10 }, storage_days: 0, items: [{ unit_price: 4999, quantity: 2, category: clothing, hazard: false, fragile: false }] }],
  fees: [],
};

describe('repriceFees, worked by hand', () => {
  it('adds the fees and their VAT, rounded once on their sum, and moves the totals by them', () => {
    // Priced without fees: VAT 1,750 (customs 1,450), reimbursement 5,949, reg 3,540, value 9,489.
    const issued = priceInvoice(air, book);
    const repriced = repriceFees(issued, [{ name: 'Re-pack', amount: 1250 }, { name: 'Handling', amount: 735 }], book);
    expect(repriced).toEqual({
      fees_total: 1985,
      // 10% of 1,985 = 198.5, half up to 199
      vat: { ...issued.vat, fees: 199 },
      vat_total: 1949, // 1,750 + 199
      reimbursement_vat: 1450,
      reimbursement_total: 5949, // the customs part does not move
      reg_vat: 499, // 300 + 199
      reg_total: 5724, // 3,540 + 1,985 + 199
      value: 11_673, // 5,724 + 5,949
    });
  });

  it('gives back the invoice as issued when the fees are removed again', () => {
    const issued = priceInvoice(air, book);
    const withFees = { ...issued, ...repriceFees(issued, [{ name: 'Re-pack', amount: 1250 }], book) };
    expect(withFees.value).toBe(10_864); // 9,489 + 1,250 + 125
    expect({ ...withFees, ...repriceFees(withFees, [], book) }).toEqual(issued);
  });

  it('taxes the fees at the VAT of the invoice’s own date: 7.5% before 2018-07-01', () => {
    // Priced on 2018-05-09 without fees: VAT 1,275, reimbursement 5,586, reg 2,928, value 8,514.
    const issued = priceInvoice(air, book2018);
    expect(repriceFees(issued, [{ name: 'Re-pack', amount: 1250 }], book2018)).toMatchObject({
      fees_total: 1250,
      vat: { fees: 94 }, // 7.5% of 1,250 = 93.75
      vat_total: 1369,
      reimbursement_total: 5586,
      reg_total: 4272, // 2,928 + 1,250 + 94
      value: 9858,
    });
  });

  it('comes to the same invoice as pricing with the fees from the start', () => {
    const pickup: InvoiceInput = {
      method: 'standard',
      us_pickup: true,
      packages: [{ id: 1, measure: { weight: 20, length: 50, width: 40, height: 30 }, storage_days: 10, items: [{ unit_price: 15_000, quantity: 1, category: television, hazard: false, fragile: false }] }],
      fees: [{ name: 'Re-pack', amount: 1250 }],
    };
    const priced = priceInvoice(pickup, book);
    // invoice.test.ts: value 17,715 with the $12.50 fee.
    expect(priced.value).toBe(17_715);
    const withoutFees = priceInvoice({ ...pickup, fees: [] }, book);
    expect({ ...withoutFees, ...repriceFees(withoutFees, pickup.fees, book) }).toEqual(priced);
  });
});

describe('invoiceTotals', () => {
  it('sums the lines as they are: the customs part, the forwarder’s part, and the value', () => {
    const lines = {
      shipping_subtotal: 2400,
      consolidation_fee: 1000,
      overweight_fee: 300,
      hazard_fee: 2500,
      fragile_fee: 1000,
      us_pickup_fee: 3600,
      storage_fees: 200,
      documentation_fee: 500,
      insurance: 100,
      duty_total: 3499,
      levy_total: 500,
      processing_fee: 1000,
      fees_total: 1250,
      freight_tax: 240,
      vat: { freight: 250, customs: 1450, consolidation: 100, overweight: 30, hazard: 250, fragile: 100, pickup: 360, storage: 20, documentation: 50, fees: 125 },
    };
    expect(invoiceTotals(lines)).toEqual({
      vat_total: 2735,
      reimbursement_vat: 1450,
      reimbursement_total: 6449, // 3,499 + 500 + 1,000 + 1,450
      reg_vat: 1285, // 2,735 − 1,450
      // 2,400 + 1,000 + 300 + 2,500 + 1,000 + 3,600 + 200 + 500 + 100 + 1,250 + 240 = 13,090, + 1,285
      reg_total: 14_375,
      value: 20_824,
    });
  });
});
