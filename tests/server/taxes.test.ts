import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { taxesListLimit, taxMessages, zTax, zTaxList, type Tax } from '../../src/domain/taxes';
import { activityLogs, taxes } from '../../src/server/db/schema';
import { tariffCategories } from '../../src/server/db/seed/tariff-data';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { editableList } from '../helpers/server/editable-list';
import { itRefusesAndReplaysCreates, itRefusesAndReplaysDeletes, itRefusesAndReplaysUpdates } from '../helpers/server/editable-list-cases';
import { signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin();

const rowOf = async (id: number) => (await ctx.db.select().from(taxes).where(eq(taxes.id, id)))[0];
const taxCount = async () => (await ctx.db.select({ n: count() }).from(taxes))[0]!.n;
const logsOf = (entityId: number) => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'tax'), eq(activityLogs.entityId, entityId)));

let sequence = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  description: `Test category ${process.pid}-${++sequence}`,
  vat: 25,
  levy: 0,
  levy_kind: 'percent',
  zero_rated: false,
  tariff_code: `9999.${String(sequence).padStart(4, '0')}`,
  ...overrides,
});

const insertTax = async (description = body().description) =>
  (await ctx.db.insert(taxes).values({ description, dutyBp: 1000, levyValue: 0, levyKind: 'percent', zeroRated: false, tariffCode: '0000.0000' }).returning())[0]!;

const taxList = editableList(ctx, '/api/taxes', {
  noun: 'category',
  schema: zTax,
  body,
  rowHolds: (payload) => ({ description: payload.description }),
  insert: insertTax,
  rowOf,
  count: taxCount,
  logsOf,
});
const { create, update, remove } = taxList;

type Headers = Record<string, string>;
const list = (query = '', headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'GET', url: `/api/taxes${query}`, headers });
const listed = async (query = '', headers: Headers = ctx.admin.headers) => {
  const response = await list(query, headers);
  expect(response.statusCode).toBe(200);
  return listOf(zTax).parse(response.json()).data;
};

const badBodies = [
  ['no description', { description: undefined }, 'description', 'Description is required'],
  ['a blank description', { description: '   ' }, 'description', 'Description is required'],
  ['no duty', { vat: undefined }, 'vat', 'Vat is required'],
  ['a duty given as words', { vat: 'thirty' }, 'vat', 'Vat is required'],
  ['a negative duty', { vat: -1 }, 'vat', 'Must be at least 0'],
  ['a duty with three decimals', { vat: 7.125 }, 'vat', 'At most two decimals'],
  ['no levy', { levy: undefined }, 'levy', 'Levy is required'],
  ['a levy given as words', { levy: 'five' }, 'levy', 'Levy is required'],
  ['a negative levy', { levy: -0.5 }, 'levy', 'Must be at least 0'],
  ['an unknown levy kind', { levy_kind: 'per_kilo' }, 'levy_kind', expect.any(String)],
  ['no tariff code', { tariff_code: undefined }, 'tariff_code', 'Tariff Code is required'],
  ['a blank tariff code', { tariff_code: ' ' }, 'tariff_code', 'Tariff Code is required'],
] as const;

describe('GET /api/taxes', () => {
  it('is public: guests, customers and every staff type read the categories', async () => {
    expect((await list('', {})).statusCode).toBe(200);
    for (const type of ['personal', 'business', 'admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const) {
      expect((await list('', (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(200);
    }
  });

  it('lists the seeded Bahamas tariff categories, with the TV environmental levy per unit and zero-rated basic foods', async () => {
    const data = await listed('', {});
    expect(data.length).toBeGreaterThanOrEqual(tariffCategories.length);
    expect(data).toContainEqual({
      id: expect.any(Number),
      description: 'Televisions',
      vat: 35,
      levy: 5,
      levy_kind: 'per_unit',
      zero_rated: false,
      tariff_code: '8528.7200',
    });
    expect(data.find((tax) => tax.description === 'Computers, laptops and tablets')).toMatchObject({ vat: 0, levy: 0, levy_kind: 'percent' });
    expect(data.find((tax) => tax.description === 'Books')).toMatchObject({ vat: 0 });
    expect(data.filter((tax) => tax.zero_rated).map((tax) => tax.description)).toContain('Food – rice, flour and cooking oil');
  });

  it('orders by description, then id', async () => {
    const twinA = await insertTax('Aaa twin category');
    const twinB = await insertTax('Aaa twin category');
    const data = await listed();
    const twins = data.filter((tax) => tax.description === 'Aaa twin category').map((tax) => tax.id);
    expect(twins).toEqual([twinA.id, twinB.id]);
    const sortedInDb = (await ctx.db.execute<{ id: number }>(sql`select id from taxes order by description, id`)).rows.map((row) => row.id);
    expect(data.map((tax) => tax.id)).toEqual(sortedInDb);
  });

  it('searches the description ignoring case', async () => {
    const created = zTax.parse((await create(body({ description: `Marine Batteries ${process.pid}` }))).json());
    expect(await listed(`?search=${encodeURIComponent(`mARINE bATTERIES ${process.pid}`)}`)).toEqual([created]);
    expect((await listed('?search=televis')).map((tax) => tax.description)).toEqual(['Televisions']);
  });

  it('searches the tariff code ignoring case, and treats % and _ as plain characters', async () => {
    const created = zTax.parse((await create(body({ tariff_code: `XQ${process.pid}.77` }))).json());
    expect(await listed(`?search=xq${process.pid}.7`)).toEqual([created]);
    expect(await listed('?search=8528.72')).toEqual([expect.objectContaining({ description: 'Televisions' })]);
    expect(await listed(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await listed(`?search=${encodeURIComponent('Book_')}`)).toEqual([]);
  });

  it(`gives at most ${taxesListLimit} when the screen asks for ${taxesListLimit}: the first matches, or the first overall`, async () => {
    const prefix = `Limit ${process.pid}`;
    for (let n = 1; n <= 60; n++) {
      expect((await create(body({ description: `${prefix} ${String(n).padStart(2, '0')}` }))).statusCode).toBe(201);
    }
    const matches = await listed(`?search=${encodeURIComponent(prefix)}&limit=${taxesListLimit}`);
    expect(matches).toHaveLength(50);
    expect(matches.map((tax) => tax.description)).toEqual(Array.from({ length: 50 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`));
    expect(await listed(`?search=${encodeURIComponent(prefix)}`)).toHaveLength(60);
    const overall = await listed(`?limit=${taxesListLimit}`);
    expect(overall).toHaveLength(50);
    expect(overall).toEqual((await listed()).slice(0, 50));
  });

  it('counts every match in total, also when the limit shows fewer', async () => {
    const prefix = `Counted ${process.pid}`;
    for (let n = 1; n <= 3; n++) expect((await create(body({ description: `${prefix} ${n}` }))).statusCode).toBe(201);
    const response = await list(`?search=${encodeURIComponent(prefix)}&limit=2`);
    expect(response.statusCode).toBe(200);
    const answer = zTaxList.parse(response.json());
    expect(answer.data).toHaveLength(2);
    expect(answer.total).toBe(3);
    expect(zTaxList.parse((await list('?limit=1')).json()).total).toBe(await taxCount());
  });

  it('sorts by duty rate or description, either way, with ties on the rate going by description', async () => {
    const prefix = `Sorted ${process.pid}`;
    const made = [
      [`${prefix} b`, 10],
      [`${prefix} a`, 10],
      [`${prefix} c`, 2.5],
      [`${prefix} d`, 40],
    ] as const;
    for (const [description, vat] of made) expect((await create(body({ description, vat }))).statusCode).toBe(201);
    const order = async (query: string) => (await listed(`?search=${encodeURIComponent(prefix)}${query}`)).map((tax) => tax.description.slice(-1));
    expect(await order('&sort=vat')).toEqual(['c', 'a', 'b', 'd']);
    expect(await order('&sort=vat&direction=desc')).toEqual(['d', 'a', 'b', 'c']);
    expect(await order('&sort=description&direction=desc')).toEqual(['d', 'c', 'b', 'a']);
    expect(await order('')).toEqual(['a', 'b', 'c', 'd']);
    // The limit takes the first rows of the sorted list, not of the default order.
    expect((await listed(`?search=${encodeURIComponent(prefix)}&sort=vat&direction=desc&limit=1`)).map((tax) => tax.vat)).toEqual([40]);
  });

  it.each([['sort=levy'], ['sort=id'], ['direction=up']])('refuses %s with 400', async (query) => {
    const response = await list(`?${query}`, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([query.split('=')[0]]);
  });

  it.each([['0'], ['-1'], ['abc'], ['1001']])('refuses limit=%s with 400', async (limit) => {
    const response = await list(`?limit=${limit}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('limit');
  });
});

describe('POST /api/taxes', () => {
  it('creates a category, stores duty and levy as integers, lists it and logs it', async () => {
    const payload = body({ description: '  Solar panels  ', vat: 7.5, levy: 2.25 });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const created = zTax.parse(response.json());
    expect(created).toEqual({ id: expect.any(Number), ...payload, description: 'Solar panels', vat: 7.5, levy: 2.25 });
    expect(await rowOf(created.id)).toMatchObject({ dutyBp: 750, levyValue: 225, levyKind: 'percent', zeroRated: false, tariffCode: payload.tariff_code });
    expect(await listed()).toContainEqual(created);
    expect(await logsOf(created.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Created tax category' })]);
  });

  it('stores a per-unit levy in cents and defaults the levy kind to percent and zero-rated to false', async () => {
    const perUnit = zTax.parse((await create(body({ vat: 35, levy: 5, levy_kind: 'per_unit' }))).json());
    expect(perUnit).toMatchObject({ vat: 35, levy: 5, levy_kind: 'per_unit' });
    expect(await rowOf(perUnit.id)).toMatchObject({ dutyBp: 3500, levyValue: 500, levyKind: 'per_unit' });
    const { levy_kind: _kind, zero_rated: _zero, ...minimal } = body();
    const defaulted = zTax.parse((await create(minimal)).json());
    expect(defaulted).toMatchObject({ levy_kind: 'percent', zero_rated: false });
    const zeroRated = zTax.parse((await create(body({ vat: 0, zero_rated: true }))).json());
    expect(zeroRated).toMatchObject({ vat: 0, zero_rated: true });
  });


  itRefusesAndReplaysCreates(taxList, {
    badBodies,
    missing: {
      description: 'Description is required',
      vat: 'Vat is required',
      levy: 'Levy is required',
      tariff_code: 'Tariff Code is required',
    },
  });
});

describe('PUT /api/taxes/:id', () => {
  it('replaces every field and logs it', async () => {
    const existing = await insertTax();
    const payload = body({ description: 'Renamed category', vat: 12.5, levy: 5, levy_kind: 'per_unit', zero_rated: true });
    const response = await update(existing.id, payload);
    expect(response.statusCode).toBe(200);
    expect(zTax.parse(response.json())).toEqual({ id: existing.id, ...payload });
    expect(await rowOf(existing.id)).toMatchObject({ description: 'Renamed category', dutyBp: 1250, levyValue: 500, levyKind: 'per_unit', zeroRated: true });
    expect((await rowOf(existing.id))!.updatedAt.getTime()).toBeGreaterThanOrEqual(existing.updatedAt.getTime());
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Updated tax category' })]);
  });

  itRefusesAndReplaysUpdates(taxList, badBodies);
});

describe('DELETE /api/taxes/:id', () => {
  it('deletes a category, answers with it and logs it', async () => {
    const created: Tax = zTax.parse((await create(body({ levy: 5, levy_kind: 'per_unit' }))).json());
    const response = await remove(created.id);
    expect(response.statusCode).toBe(200);
    expect(zTax.parse(response.json())).toEqual(created);
    expect(await rowOf(created.id)).toBeUndefined();
    expect(await logsOf(created.id)).toEqual([
      expect.objectContaining({ action: 'Created tax category' }),
      expect.objectContaining({ userId: ctx.admin.id, action: 'Deleted tax category' }),
    ]);
  });

  itRefusesAndReplaysDeletes(taxList, { what: 'order items use', table: 'order_items', column: 'tax_id', references: 'taxes', message: taxMessages.inUse });
});
