import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculatorMaxItems, zCalculatorV2Answer, zEstimateAnswer } from '../../src/domain/pricing';
import { rateMessages } from '../../src/domain/rates';
import { zTax } from '../../src/domain/taxes';
import { activityLogs, idempotencyKeys } from '../../src/server/db/schema';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { idempotencyKey, signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin();
let tv: number;
let rice: number;
beforeAll(async () => {
  tv = await createTax({ description: 'Flat-screen TVs', vat: 35, levy: 5, levy_kind: 'per_unit', zero_rated: false, tariff_code: '8528.7210' });
  rice = await createTax({ description: 'Rice', vat: 0, levy: 0, levy_kind: 'percent', zero_rated: true, tariff_code: '1006.3010' });
});

const countOf = async (table: typeof activityLogs | typeof idempotencyKeys) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

/** Categories are set up the way an admin would, through the API. */
async function createTax(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/taxes', payload, headers: ctx.admin.headers });
  expect(response.statusCode, response.body).toBe(201);
  return zTax.parse(response.json()).id;
}

type Headers = Record<string, string>;
const calculate = (payload: unknown, headers: Headers = {}) => ctx.app.inject({ method: 'POST', url: '/api/calculatorv2', payload: payload as object, headers });
const estimate = (payload: unknown, headers: Headers = {}) => ctx.app.inject({ method: 'POST', url: '/api/calculator', payload: payload as object, headers });

/** A $400 TV, 10 lb in a 10 in cube, by standard freight. */
const tvBody = (orderInfo: Record<string, unknown> = {}) => ({
  orderInfo: { shipping_method: 'standard', ...orderInfo },
  packageInfo: { length: 10, width: 10, height: 10, weight: 10 },
  items: [{ tax_id: tv, price: 400 }],
});

const answered = async (payload: unknown) => {
  const response = await calculate(payload);
  expect(response.statusCode, response.body).toBe(200);
  return zCalculatorV2Answer.parse(response.json());
};

const refusal = async (payload: unknown) => {
  const response = await calculate(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('VALIDATION');
  return response.json().error.fields as Record<string, string>;
};

describe('POST /api/calculatorv2', () => {
  it('prices the brochure example at today’s rates, every line checked by hand', async () => {
    // Billable weight: max(10 lb, ceil(1000 in³ / 139) = 8 lb) = 10 lb; standard $2.00/lb, $10 minimum.
    // Insurance: $1 per $100 of $400. Freight VAT (10% since 2022): 10% × ($20 + $4).
    // Duty 35% × $400 = $140, plus the $5 environmental levy per TV.
    // Processing: 1% × $400 = $4, raised to the $10 minimum.
    // Customs VAT: 10% × ($400 + $140 + $5 + $10) = $55.50.
    expect(await answered(tvBody())).toEqual({
      total_freight_charges: 20,
      insurance: 4,
      freight_vat_total: 2.4,
      freight_total_charges: 26.4,
      total_duty_charges: 145,
      processing_fee: 10,
      duty_vat_total: 55.5,
      customs_total_charges: 210.5,
      grand_total: 236.9,
    });
  });

  it('prices on the arrival date’s rates: 12% VAT in 2019', async () => {
    // Freight VAT 12% × $24 = $2.88; customs VAT 12% × $555 = $66.60.
    expect(await answered(tvBody({ arrival: '2019-03-01' }))).toEqual({
      total_freight_charges: 20,
      insurance: 4,
      freight_vat_total: 2.88,
      freight_total_charges: 26.88,
      total_duty_charges: 145,
      processing_fee: 10,
      duty_vat_total: 66.6,
      customs_total_charges: 221.6,
      grand_total: 248.48,
    });
  });

  it('adds the consolidation fee to freight and taxes zero-rated goods only through freight', async () => {
    // Dimensional weight ceil(20 × 20 × 20 / 139) = 58 lb beats 3 lb: 58 × $2 + $10 fee = $126.
    // Items $29.99 + $0.01 = $30: insurance $1; freight VAT 10% × $127 = $12.70.
    // Rice is duty-free and zero-rated, so the entry pays the $10 processing minimum and no customs VAT.
    const answer = await answered({
      orderInfo: { shipping_method: 'consolidation' },
      packageInfo: { length: 20, width: 20, height: 20, weight: 3 },
      items: [
        { tax_id: rice, price: 29.99 },
        { tax_id: rice, price: 0.01 },
      ],
    });
    expect(answer).toEqual({
      total_freight_charges: 126,
      insurance: 1,
      freight_vat_total: 12.7,
      freight_total_charges: 139.7,
      total_duty_charges: 0,
      processing_fee: 10,
      duty_vat_total: 0,
      customs_total_charges: 10,
      grand_total: 149.7,
    });
  });

  it('answers guests and signed-in callers alike, logs nothing and stores no answer', async () => {
    const logs = await countOf(activityLogs);
    const keys = await countOf(idempotencyKeys);
    const guest = await answered(tvBody());
    for (const type of ['personal', 'worker', 'admin'] as const) {
      const caller = await signedIn(ctx.app, { type });
      const response = await calculate(tvBody(), { ...caller.headers, 'idempotency-key': idempotencyKey() });
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual(guest);
    }
    const headers = { 'idempotency-key': idempotencyKey() };
    expect((await calculate(tvBody(), headers)).json()).toEqual(guest);
    const again = await calculate(tvBody(), headers);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json()).toEqual(guest);
    expect(await countOf(activityLogs)).toBe(logs);
    expect(await countOf(idempotencyKeys)).toBe(keys);
  });

  it.each([
    ['no shipping method', { ...tvBody(), orderInfo: {} }, 'orderInfo.shipping_method', 'Shipping Method is required'],
    ['consolidateN, which the list shows disabled', tvBody({ shipping_method: 'consolidateN' }), 'orderInfo.shipping_method', 'This shipping method is not available'],
    ['consolidateS', tvBody({ shipping_method: 'consolidateS' }), 'orderInfo.shipping_method', 'This shipping method is not available'],
    ['an arrival that is not a date', tvBody({ arrival: 'tomorrow' }), 'orderInfo.arrival', 'Date must be YYYY-MM-DD'],
    ['a negative weight', { ...tvBody(), packageInfo: { length: 1, width: 1, height: 1, weight: -1 } }, 'packageInfo.weight', 'Weight must be at least 0'],
    ['a missing length', { ...tvBody(), packageInfo: { width: 1, height: 1, weight: 1 } }, 'packageInfo.length', 'Length is required'],
    ['no items', { ...tvBody(), items: [] }, 'items', 'Add at least one item'],
    ['an item without a category', { ...tvBody(), items: [{ price: 10 }] }, 'items.0.tax_id', 'Tax category is required'],
    ['a negative price', { ...tvBody(), items: [{ tax_id: 1, price: -5 }] }, 'items.0.price', 'Price must be at least 0'],
    ['a price with three decimals', { ...tvBody(), items: [{ tax_id: 1, price: 9.999 }] }, 'items.0.price', 'Price must be in dollars and cents'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field, message) => {
    expect(await refusal(payload)).toMatchObject({ [field]: message });
  });

  it(`refuses more than ${calculatorMaxItems} items`, async () => {
    const item = { tax_id: tv, price: 10 };
    expect(await refusal({ ...tvBody(), items: [item, item, item, item] })).toMatchObject({ items: `At most ${calculatorMaxItems} items` });
    expect((await calculate({ ...tvBody(), items: [item, item, item] })).statusCode).toBe(200);
  });

  it('refuses an unknown tax category, naming the item', async () => {
    expect(await refusal({ ...tvBody(), items: [{ tax_id: tv, price: 10 }, { tax_id: 999_999, price: 10 }] })).toEqual({
      'items.1.tax_id': 'Tax category not found',
    });
  });

  it('refuses an arrival before the first rates, together with any unknown category', async () => {
    expect(await refusal(tvBody({ arrival: '2014-12-31' }))).toEqual({ 'orderInfo.arrival': rateMessages.noRates });
    expect(await refusal({ ...tvBody({ arrival: '2014-12-31' }), items: [{ tax_id: 999_999, price: 1 }] })).toEqual({
      'orderInfo.arrival': rateMessages.noRates,
      'items.0.tax_id': 'Tax category not found',
    });
    expect((await calculate(tvBody({ arrival: '2015-01-01' }))).statusCode).toBe(200);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/calculatorv2', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/calculator (estimate)', () => {
  const data = (overrides: Record<string, unknown> = {}) => ({
    arrival: 'monday',
    shippingMethod: 'standard',
    weight: 10,
    length: 10,
    width: 10,
    height: 10,
    ...overrides,
  });
  const estimated = async (overrides: Record<string, unknown> = {}) => {
    const response = await estimate({ data: data(overrides) });
    expect(response.statusCode, response.body).toBe(200);
    return zEstimateAnswer.parse(response.json());
  };

  it('answers the freight and the weekday it is ready, for guests and users', async () => {
    // 10 lb standard: $20; three working days after Monday is Thursday.
    expect(await estimated()).toEqual({ cost: 20, eta: 'thursday', transit_days: 3 });
    const caller = await signedIn(ctx.app, { type: 'business' });
    const response = await estimate({ data: data() }, caller.headers);
    expect(response.json()).toEqual({ cost: 20, eta: 'thursday', transit_days: 3 });
  });

  it('skips Sunday, adds the consolidation fee and prices the bulkier of actual and dimensional weight', async () => {
    expect(await estimated({ arrival: 'saturday', shippingMethod: 'next-day', weight: 2, length: 1, width: 1, height: 1 })).toEqual({
      cost: 20,
      eta: 'monday',
      transit_days: 1,
    });
    // ceil(20 × 20 × 20 / 139) = 58 lb × $2 + $10 consolidation fee; five working days after Wednesday is Tuesday.
    expect(await estimated({ arrival: 'wednesday', shippingMethod: 'consolidate-sm', weight: 3, length: 20, width: 20, height: 20 })).toEqual({
      cost: 126,
      eta: 'tuesday',
      transit_days: 5,
    });
  });

  it.each(['Monday', 'MONDAY', 'monday', ' Monday '])('reads the arrival day %j in any case, and answers the ready day in lower case', async (arrival) => {
    // 10 lb standard: $20; three working days after Monday is Thursday.
    expect(await estimated({ arrival })).toEqual({ cost: 20, eta: 'thursday', transit_days: 3 });
  });

  it('takes each day from Monday to Saturday as the spec writes it', async () => {
    const etas = [];
    for (const arrival of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) etas.push((await estimated({ arrival })).eta);
    // Three working days on, Sunday skipped: Thursday, Friday, Saturday, Monday, Tuesday, Wednesday.
    expect(etas).toEqual(['thursday', 'friday', 'saturday', 'monday', 'tuesday', 'wednesday']);
  });

  it('requires all six fields, naming each', async () => {
    const response = await estimate({ data: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'data.arrival': 'Arrival Day is required',
      'data.shippingMethod': 'Shipping Method is required',
      'data.weight': 'Weight is required',
      'data.length': 'Length is required',
      'data.width': 'Width is required',
      'data.height': 'Height is required',
    });
  });

  it.each([
    ['a Sunday arrival', { arrival: 'sunday' }, 'data.arrival', 'Choose a valid arrival day'],
    ['a Sunday arrival in capitals', { arrival: 'Sunday' }, 'data.arrival', 'Choose a valid arrival day'],
    ['a day that is not one', { arrival: 'Mon' }, 'data.arrival', 'Choose a valid arrival day'],
    ['a blank arrival', { arrival: '  ' }, 'data.arrival', 'Arrival Day is required'],
    ['an arrival given as a number', { arrival: 1 }, 'data.arrival', 'Choose a valid arrival day'],
    ['an unknown method', { shippingMethod: 'teleport' }, 'data.shippingMethod', 'Choose a valid shipping method'],
    ['a negative height', { height: -2 }, 'data.height', 'Height must be at least 0'],
    ['a weight given as words', { weight: 'ten' }, 'data.weight', 'Weight is required'],
  ])('refuses %s with 400', async (_label, overrides, field, message) => {
    const response = await estimate({ data: data(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
  });

  it('refuses the form fields sent without the data wrapper', async () => {
    const response = await estimate(data());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('data');
  });
});
