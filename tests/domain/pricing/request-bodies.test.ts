import { describe, expect, it } from 'vitest';
import {
  calculatorPricingDate,
  presentCalculatorV2,
  toCalculatorV2Input,
  zCalculatorV2Answer,
  zCalculatorV2Body,
  type CalculatorV2Body,
} from '../../../src/domain/pricing/calculator-v2-body';
import { calculatorV2 } from '../../../src/domain/pricing/calculator-v2';
import { defaultRateRows } from '../../../src/domain/pricing/default-rates';
import { estimate } from '../../../src/domain/pricing/estimate';
import { presentEstimate, toEstimateInput, zEstimateAnswer, zEstimateBody } from '../../../src/domain/pricing/estimate-body';
import { rateBookAt } from '../../../src/domain/pricing/rate-book';
import type { TaxCategoryRates } from '../../../src/domain/pricing/tax-category';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const body = {
  orderInfo: { arrival: '2019-06-15', shipping_method: 'standard' },
  packageInfo: { length: 0, width: 0, height: 0, weight: 55 },
  items: [{ tax_id: 4, price: 400 }],
};

describe('zCalculatorV2Body', () => {
  it('accepts the brochure body, with or without an arrival date', () => {
    expect(zCalculatorV2Body.parse(body)).toEqual(body);
    expect(zCalculatorV2Body.safeParse({ ...body, orderInfo: { shipping_method: 'next-day' } }).success).toBe(true);
  });

  it.each([
    { why: 'no method', patch: { orderInfo: {} }, path: 'orderInfo.shipping_method', message: 'Shipping Method is required' },
    { why: 'a disabled method', patch: { orderInfo: { shipping_method: 'consolidateN' } }, path: 'orderInfo.shipping_method', message: 'This shipping method is not available' },
    { why: 'an order-only method', patch: { orderInfo: { shipping_method: 'code-red' } }, path: 'orderInfo.shipping_method', message: 'This shipping method is not available' },
    { why: 'a bad arrival date', patch: { orderInfo: { shipping_method: 'standard', arrival: '15/06/2019' } }, path: 'orderInfo.arrival', message: 'Date must be YYYY-MM-DD' },
    { why: 'a missing dimension', patch: { packageInfo: { length: 1, width: 1, weight: 1 } }, path: 'packageInfo.height', message: 'Height is required' },
    { why: 'a negative weight', patch: { packageInfo: { length: 1, width: 1, height: 1, weight: -1 } }, path: 'packageInfo.weight', message: 'Weight must be at least 0' },
    { why: 'no items', patch: { items: [] }, path: 'items', message: 'Add at least one item' },
    { why: 'four items', patch: { items: Array.from({ length: 4 }, () => ({ tax_id: 4, price: 1 })) }, path: 'items', message: 'At most 3 items' },
    { why: 'an item without a category', patch: { items: [{ price: 1 }] }, path: 'items.0.tax_id', message: 'Tax category is required' },
    { why: 'a negative price', patch: { items: [{ tax_id: 4, price: -0.01 }] }, path: 'items.0.price', message: 'Price must be at least 0' },
    { why: 'a price in fractions of a cent', patch: { items: [{ tax_id: 4, price: 19.999 }] }, path: 'items.0.price', message: 'Price must be in dollars and cents' },
    { why: 'no price', patch: { items: [{ tax_id: 4 }] }, path: 'items.0.price', message: 'Price is required' },
  ])('refuses $why', ({ patch, path, message }) => {
    expect(messages(zCalculatorV2Body.safeParse({ ...body, ...patch }))).toEqual({ [path]: message });
  });
});

describe('from a calculator body to the answer', () => {
  const tv: TaxCategoryRates = { duty_bp: 3500, levy: { kind: 'per_unit', amount_cents: 500 }, zero_rated: false };
  const categories = new Map([[4, tv]]);
  const parsed: CalculatorV2Body = zCalculatorV2Body.parse({ ...body, items: [{ tax_id: 4, price: 19.99 }, { tax_id: 4, price: 0.1 }] });

  it('resolves tax ids and turns dollars into exact cents', () => {
    expect(toCalculatorV2Input(parsed, (id) => categories.get(id))).toEqual({
      ok: true,
      input: {
        method: 'standard',
        package: body.packageInfo,
        items: [
          { unit_price: 1999, quantity: 1, category: tv },
          { unit_price: 10, quantity: 1, category: tv },
        ],
      },
    });
  });

  it('names each unknown tax id by its field', () => {
    const unknown = zCalculatorV2Body.parse({ ...body, items: [{ tax_id: 4, price: 1 }, { tax_id: 99, price: 1 }] });
    expect(toCalculatorV2Input(unknown, (id) => categories.get(id))).toEqual({ ok: false, fields: { 'items.1.tax_id': 'Tax category not found' } });
  });

  it('prices on the arrival date, else today', () => {
    expect(calculatorPricingDate(parsed, '2026-01-05')).toBe('2019-06-15');
    expect(calculatorPricingDate(zCalculatorV2Body.parse({ ...body, orderInfo: { shipping_method: 'standard' } }), '2026-01-05')).toBe('2026-01-05');
  });

  it('answers in dollars with at most two decimals', () => {
    const resolved = toCalculatorV2Input(zCalculatorV2Body.parse(body), (id) => categories.get(id));
    if (!resolved.ok) throw new Error('the brochure body resolves');
    const answer = presentCalculatorV2(calculatorV2(resolved.input, rateBookAt(defaultRateRows, calculatorPricingDate(parsed, '2026-01-05'))));
    expect(zCalculatorV2Answer.parse(answer)).toEqual({
      total_freight_charges: 110,
      insurance: 4,
      freight_vat_total: 13.68,
      freight_total_charges: 127.68,
      total_duty_charges: 145,
      processing_fee: 10,
      duty_vat_total: 66.6,
      customs_total_charges: 221.6,
      grand_total: 349.28,
    });
  });
});

describe('zEstimateBody', () => {
  const estimateBody = { arrival: 'friday', shippingMethod: 'standard', weight: 3, length: 20, width: 20, height: 20 };

  it('accepts all six fields and answers cost in dollars with the ETA', () => {
    const parsed = zEstimateBody.parse(estimateBody);
    const answer = presentEstimate(estimate(toEstimateInput(parsed), rateBookAt(defaultRateRows, '2024-03-01')));
    expect(zEstimateAnswer.parse(answer)).toEqual({ cost: 116, eta: 'tuesday', transit_days: 3 });
  });

  it.each(['arrival', 'shippingMethod', 'weight', 'length', 'width', 'height'] as const)('requires %s', (field) => {
    const { [field]: _dropped, ...rest } = estimateBody;
    const label = { arrival: 'Arrival Day', shippingMethod: 'Shipping Method', weight: 'Weight', length: 'Length', width: 'Width', height: 'Height' }[field];
    expect(messages(zEstimateBody.safeParse(rest))).toEqual({ [field]: `${label} is required` });
  });

  it('refuses a Sunday arrival and an unknown method', () => {
    expect(messages(zEstimateBody.safeParse({ ...estimateBody, arrival: 'sunday' }))).toEqual({ arrival: 'Choose a valid arrival day' });
    expect(messages(zEstimateBody.safeParse({ ...estimateBody, shippingMethod: 'consolidateS' }))).toEqual({ shippingMethod: 'Choose a valid shipping method' });
  });
});
