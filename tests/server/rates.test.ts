import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { defaultRateRows, zCalculatorV2Answer } from '../../src/domain/pricing';
import { rateMessages, zRateVersion, type RateVersion } from '../../src/domain/rates';
import { activityLogs, rateVersions, taxes, users } from '../../src/server/db/schema';
import { businessToday } from '../../src/server/time';
import { countStays, expectReplayed, itRefusesAllButAdmins, nonAdmins, rowStays, withIdempotencyKey } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin({}, { firstName: 'Rita', lastName: 'Rates' });
let adminName: string;
let taxId: number;
beforeAll(async () => {
  adminName = (await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, ctx.admin.id)))[0]!.name;
  const [tax] = await ctx.db.insert(taxes).values({ description: 'Clothing', dutyBp: 2500, levyValue: 0, levyKind: 'percent', tariffCode: '6204.6200' }).returning();
  taxId = tax!.id;
});

const rowOf = async (id: number) => (await ctx.db.select().from(rateVersions).where(eq(rateVersions.id, id)))[0];
const rateCount = async () => (await ctx.db.select({ n: count() }).from(rateVersions))[0]!.n;
const logsOf = (entityId: number) => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'rate'), eq(activityLogs.entityId, entityId)));

/** A business date `days` after today in Nassau; each test takes dates of its own so they never collide. */
const daysFromToday = (days: number) => {
  const date = new Date(`${businessToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const today = () => businessToday();

type Headers = Record<string, string>;
const list = (headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'GET', url: '/api/rates', headers });
const add = (payload: unknown, headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'POST', url: '/api/rates', payload: payload as object, headers });
const remove = (id: number | string, headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'DELETE', url: `/api/rates/${id}`, headers });
const added = async (payload: { key: string; value: number; effective_from: string }) => {
  const response = await add(payload);
  expect(response.statusCode, response.body).toBe(201);
  return zRateVersion.parse(response.json());
};
const insertVersion = async (key: string, value: number, effectiveFrom: string) =>
  (await ctx.db.insert(rateVersions).values({ key, value, effectiveFrom }).returning())[0]!;
// A rate has one version per date, so each spare version takes a day of its own.
let spareDay = 1000;
const insertSpareVersion = () => insertVersion('us_pickup_fee', 1, daysFromToday(spareDay++));

/** 10 lb standard with one $100 item, priced on `arrival`. */
const quote = async (arrival: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/calculatorv2',
    payload: {
      orderInfo: { arrival, shipping_method: 'standard' },
      packageInfo: { length: 1, width: 1, height: 1, weight: 10 },
      items: [{ tax_id: taxId, price: 100 }],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return zCalculatorV2Answer.parse(response.json());
};

describe('GET /api/rates', () => {
  it('lists every seeded version, ordered by key then date, with no creator', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const { data } = listOf(zRateVersion).parse(response.json());
    for (const row of defaultRateRows) expect(data).toContainEqual(expect.objectContaining({ ...row, created_by: null }));
    const order = data.map((row) => `${row.key} ${row.effective_from}`);
    expect(order).toEqual([...order].sort());
    expect(data.filter((row) => row.key === 'vat.rate_bp').map((row) => [row.effective_from, row.value])).toEqual([
      ['2015-01-01', 750],
      ['2018-07-01', 1200],
      ['2022-01-01', 1000],
    ]);
  });

  it('is for admins only', async () => {
    for (const type of nonAdmins) expect((await list((await signedIn(ctx.app, { type, special: true })).headers)).statusCode, type).toBe(403);
    expect((await list({})).statusCode).toBe(401);
    expect((await list((await signedIn(ctx.app, { type: 'admin', retired: true })).headers)).statusCode).toBe(401);
  });
});

describe('POST /api/rates', () => {
  it('adds a future version with its creator, lists it and logs it', async () => {
    const effective_from = daysFromToday(10);
    const response = await add({ key: 'us_pickup_fee', value: 4000, effective_from });
    expect(response.statusCode).toBe(201);
    const version = zRateVersion.parse(response.json());
    expect(version).toEqual({ id: expect.any(Number), key: 'us_pickup_fee', value: 4000, effective_from, created_at: expect.any(String), created_by: adminName });
    expect(adminName).toBe('Rita Rates');
    expect(await rowOf(version.id)).toMatchObject({ key: 'us_pickup_fee', value: 4000, effectiveFrom: effective_from, createdBy: ctx.admin.id });
    expect(listOf(zRateVersion).parse((await list()).json()).data).toContainEqual(version);
    expect(await logsOf(version.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Added rate version' })]);
  });

  it('leaves a calculation dated before the new version alone and prices one dated on or after it with the new rate', async () => {
    const from = daysFromToday(20);
    const before = await quote(today());
    // $2.00/lb × 10 lb: $20 freight.
    expect(before.total_freight_charges).toBe(20);
    await added({ key: 'freight.standard.per_lb', value: 300, effective_from: from });
    expect(await quote(today())).toEqual(before);
    expect(await quote(daysFromToday(19))).toEqual(before);
    const after = await quote(from);
    expect(after.total_freight_charges).toBe(30);
    // The freight VAT follows the freight: 10% of ($30 + $1 insurance).
    expect(after.freight_vat_total).toBe(3.1);
    expect(await quote(daysFromToday(400))).toEqual(after);
  });

  it('takes effect at once when dated today', async () => {
    const before = await quote(today());
    await added({ key: 'insurance.per_100', value: 250, effective_from: today() });
    const after = await quote(today());
    expect(before.insurance).toBe(1);
    expect(after.insurance).toBe(2.5);
  });

  it('accepts a past date, for a change entered late, and prices dates from then on with it', async () => {
    const late = '2023-03-01';
    expect((await quote('2023-02-28')).total_freight_charges).toBe(20);
    await added({ key: 'freight.standard.minimum', value: 2500, effective_from: late });
    expect((await quote('2023-02-28')).total_freight_charges).toBe(20);
    expect((await quote(late)).total_freight_charges).toBe(25);
  });

  it('refuses a version dated before the first rates with 400 on the date', async () => {
    const before = await rateCount();
    const response = await add({ key: 'vat.rate_bp', value: 500, effective_from: '2014-06-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { effective_from: rateMessages.noRates } } });
    expect(await rateCount()).toBe(before);
  });

  it.each([
    ['a processing minimum above the maximum', 'processing.minimum', 60_000, /processing\.minimum is above processing\.maximum/],
    ['a processing maximum below the minimum', 'processing.maximum', 999, /processing\.minimum is above processing\.maximum/],
    ['a dimensional divisor below 1', 'dim_divisor', 0, /dim_divisor must be at least 1/],
  ])('refuses %s with 400 on value, and stores nothing', async (_label, key, value, reason) => {
    const before = await rateCount();
    const response = await add({ key, value, effective_from: daysFromToday(30) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', message: rateMessages.cannotPrice, fields: { value: expect.stringMatching(reason) } } });
    expect(await rateCount()).toBe(before);
  });

  it('refuses a version that is fine on its own date but clashes with a later one', async () => {
    await added({ key: 'processing.maximum', value: 2000, effective_from: daysFromToday(60) });
    const before = await rateCount();
    const response = await add({ key: 'processing.minimum', value: 3000, effective_from: daysFromToday(50) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.value).toContain(daysFromToday(60));
    expect(await rateCount()).toBe(before);
    expect((await add({ key: 'processing.minimum', value: 1500, effective_from: daysFromToday(50) })).statusCode).toBe(201);
  });

  it('serialises concurrent additions: a minimum and a maximum that clash only together cannot both land', async () => {
    const date = daysFromToday(75);
    const before = await rateCount();
    const responses = await Promise.all([
      add({ key: 'processing.minimum', value: 5000, effective_from: date }),
      add({ key: 'processing.maximum', value: 4000, effective_from: date }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(await rateCount()).toBe(before + 1);
  });

  it('refuses a second version of a rate on the same date with 409', async () => {
    const payload = { key: 'consolidation_fee', value: 1200, effective_from: daysFromToday(70) };
    await added(payload);
    const before = await rateCount();
    const response = await add({ ...payload, value: 1300 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: rateMessages.duplicate } });
    expect(await rateCount()).toBe(before);
    expect((await add({ ...payload, key: 'us_pickup_fee' })).statusCode).toBe(201);
  });

  it.each([
    ['an unknown rate', { key: 'freight.rocket.per_lb' }, 'key', 'Unknown rate'],
    ['no value', { value: undefined }, 'value', 'Value is required'],
    ['a fractional value', { value: 2.5 }, 'value', 'Value must be a whole number'],
    ['a negative value', { value: -1 }, 'value', 'Value must be at least 0'],
    ['a date that is not YYYY-MM-DD', { effective_from: '01/02/2030' }, 'effective_from', 'Date must be YYYY-MM-DD'],
  ])('answers %s with 400', async (_label, overrides, field, message) => {
    const before = await rateCount();
    const response = await add({ key: 'us_pickup_fee', value: 100, effective_from: daysFromToday(80), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await rateCount()).toBe(before);
  });

  itRefusesAllButAdmins(() => ctx.app, 'stores nothing', async () => ({
    send: (headers) => add({ key: 'us_pickup_fee', value: 1, effective_from: daysFromToday(90) }, headers),
    changedNothing: await countStays(rateCount),
  }));

  it('replays a retried add with the first answer instead of a 409', async () => {
    const headers = withIdempotencyKey(ctx.admin.headers);
    const payload = { key: 'freight_tax_bp', value: 1100, effective_from: daysFromToday(100) };
    const first = await add(payload, headers);
    expectReplayed(first, await add(payload, headers), 201);
    expect(await logsOf(zRateVersion.parse(first.json()).id)).toHaveLength(1);
  });
});

describe('DELETE /api/rates/:id', () => {
  it('removes a version that has not taken effect, answers with it and logs it', async () => {
    const version: RateVersion = await added({ key: 'convenience_fee_bp', value: 500, effective_from: daysFromToday(110) });
    const response = await remove(version.id);
    expect(response.statusCode).toBe(200);
    expect(zRateVersion.parse(response.json())).toEqual(version);
    expect(await rowOf(version.id)).toBeUndefined();
    expect((await logsOf(version.id)).map((log) => log.action)).toEqual(['Added rate version', 'Removed rate version']);
  });

  it('refuses a version in force, seeded or added today, with 409', async () => {
    const seeded = await insertVersion('dim_divisor', 166, '2016-01-01');
    const todays = await added({ key: 'transit_days.standard', value: 4, effective_from: today() });
    for (const id of [seeded.id, todays.id]) {
      const response = await remove(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: rateMessages.inForce } });
      expect(await rowOf(id)).toBeDefined();
    }
  });

  it('refuses to remove a version that a later one relies on', async () => {
    const raised = await added({ key: 'processing.maximum', value: 80_000, effective_from: daysFromToday(120) });
    const minimum = await added({ key: 'processing.minimum', value: 70_000, effective_from: daysFromToday(130) });
    const response = await remove(raised.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: rateMessages.breaksLater } });
    expect(await rowOf(raised.id)).toBeDefined();
    expect((await remove(minimum.id)).statusCode).toBe(200);
    expect((await remove(raised.id)).statusCode).toBe(200);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(400);
  });

  itRefusesAllButAdmins(() => ctx.app, 'removes nothing', async () => {
    const row = await rowStays(insertSpareVersion, rowOf);
    return { send: (headers) => remove(row.id, headers), changedNothing: row.check };
  });

  it('replays a retried remove with the first answer rather than 404', async () => {
    const version = await added({ key: 'us_pickup_fee', value: 3700, effective_from: daysFromToday(220) });
    const headers = withIdempotencyKey(ctx.admin.headers);
    expectReplayed(await remove(version.id, headers), await remove(version.id, headers), 200);
    expect(await rowOf(version.id)).toBeUndefined();
    expect((await logsOf(version.id)).filter((log) => log.action === 'Removed rate version')).toHaveLength(1);
  });
});
