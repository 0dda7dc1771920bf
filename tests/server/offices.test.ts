import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { officeMessages, zOffice } from '../../src/domain/offices';
import { activityLogs, offices } from '../../src/server/db/schema';
import { nonAdmins } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { editableList } from '../helpers/server/editable-list';
import { itRefusesAndReplaysCreates, itRefusesAndReplaysDeletes, itRefusesAndReplaysUpdates } from '../helpers/server/editable-list-cases';
import { signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin();

const rowOf = async (id: number) => (await ctx.db.select().from(offices).where(eq(offices.id, id)))[0];
const officeCount = async () => (await ctx.db.select({ n: count() }).from(offices))[0]!.n;
const logsOf = (entityId: number) => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'office'), eq(activityLogs.entityId, entityId)));

let sequence = 0;
const uniqueNumber = () => `T-${process.pid % 1000}-${++sequence}`;
const insertOffice = async (number = uniqueNumber(), locationId: number | null = 1) =>
  (await ctx.db.insert(offices).values({ number, locationId }).returning())[0]!;

const officeList = editableList(ctx, '/api/offices', {
  noun: 'office',
  schema: zOffice,
  body: (overrides = {}) => ({ number: uniqueNumber(), location_id: 2, ...overrides }),
  rowHolds: (payload) => ({ number: payload.number, locationId: payload.location_id }),
  insert: insertOffice,
  rowOf,
  count: officeCount,
  logsOf,
});
const { create, update, remove } = officeList;
const list = (headers: Record<string, string> = ctx.admin.headers) => ctx.app.inject({ method: 'GET', url: '/api/offices', headers });

/** Until some session of this database waits on a row or index lock. */
const waitForLockWait = async () => {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await ctx.app.deps.database.pool.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((rows[0] as { n: number }).n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no request ever waited on the lock');
};

const badBodies = [
  ['no number', { number: undefined }, 'number', 'Office Number is required'],
  ['a blank number', { number: '  ' }, 'number', 'Office Number is required'],
  ['a number over 20 characters', { number: 'x'.repeat(21) }, 'number', 'At most 20 characters'],
  ['an unknown location', { location_id: 3 }, 'location_id', 'Location must be Madeira or Harbor Bay'],
  ['a location given as text', { location_id: '1' }, 'location_id', 'Location must be Madeira or Harbor Bay'],
] as const;

describe('GET /api/offices', () => {
  it('is for admins only, special or not', async () => {
    expect((await list()).statusCode).toBe(200);
    for (const type of nonAdmins) expect((await list((await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(403);
    expect((await list((await signedIn(ctx.app, { type: 'worker', special: true })).headers)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });

  it('lists office numbers in order, with their location', async () => {
    const { data } = listOf(zOffice).parse((await list()).json());
    expect(data.length).toBeGreaterThan(0);
    for (const office of data) expect([1, 2, null]).toContain(office.location_id);
    const numbers = data.map((office) => office.number);
    expect(numbers).toEqual([...numbers].sort());
  });
});

describe('POST /api/offices', () => {
  it('creates an office with a location, lists it and logs it', async () => {
    const response = await create({ number: ' 301 ', location_id: 2 });
    expect(response.statusCode).toBe(201);
    const created = zOffice.parse(response.json());
    expect(created).toEqual({ id: expect.any(Number), number: '301', location_id: 2 });
    expect(listOf(zOffice).parse((await list()).json()).data).toContainEqual(created);
    expect(await logsOf(created.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Created office' })]);
  });

  it('creates an office without a location, given as null or left out', async () => {
    const left = await create({ number: uniqueNumber() });
    expect(left.statusCode).toBe(201);
    expect(zOffice.parse(left.json()).location_id).toBeNull();
    const given = await create({ number: uniqueNumber(), location_id: null });
    expect(given.statusCode).toBe(201);
    expect(zOffice.parse(given.json()).location_id).toBeNull();
  });

  it('refuses a number that exists, in any case, with 409', async () => {
    const existing = await insertOffice(`${uniqueNumber()}-a`);
    const before = await officeCount();
    for (const number of [existing.number, existing.number.toUpperCase()]) {
      const response = await create({ number, location_id: 2 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: officeMessages.numberTaken, fields: { number: officeMessages.numberTaken } } });
    }
    expect(await officeCount()).toBe(before);
  });

  it('answers 409 when another admin takes the number between the check and the insert', async () => {
    const number = uniqueNumber();
    const other = await ctx.app.deps.database.pool.connect();
    try {
      await other.query('begin');
      await other.query('insert into offices (number) values ($1)', [number]);
      // The request's check cannot see the uncommitted row; its insert then waits on the unique index.
      const pending = create({ number });
      await waitForLockWait();
      await other.query('commit');
      const response = await pending;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: officeMessages.numberTaken } });
    } finally {
      other.release();
    }
    expect((await ctx.db.select().from(offices).where(eq(offices.number, number))).length).toBe(1);
  });

  itRefusesAndReplaysCreates(officeList, { badBodies });
});

describe('PUT /api/offices/:id', () => {
  it('replaces the number and location and logs it', async () => {
    const existing = await insertOffice();
    const number = uniqueNumber();
    const response = await update(existing.id, { number, location_id: 2 });
    expect(response.statusCode).toBe(200);
    expect(zOffice.parse(response.json())).toEqual({ id: existing.id, number, location_id: 2 });
    expect(await rowOf(existing.id)).toMatchObject({ number, locationId: 2 });
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Updated office' })]);
  });

  it('clears the location when it is left out, and keeps its own number without a conflict', async () => {
    const existing = await insertOffice(undefined, 2);
    const response = await update(existing.id, { number: existing.number });
    expect(response.statusCode).toBe(200);
    expect(zOffice.parse(response.json())).toEqual({ id: existing.id, number: existing.number, location_id: null });
  });

  it("refuses another office's number with 409 and changes nothing", async () => {
    const [one, two] = [await insertOffice(), await insertOffice()];
    const response = await update(two.id, { number: one.number.toLowerCase(), location_id: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: officeMessages.numberTaken } });
    expect(await rowOf(two.id)).toEqual(two);
  });

  itRefusesAndReplaysUpdates(officeList, badBodies);
});

describe('DELETE /api/offices/:id', () => {
  it('deletes an office, answers with it and logs it', async () => {
    const existing = await insertOffice();
    const response = await remove(existing.id);
    expect(response.statusCode).toBe(200);
    expect(zOffice.parse(response.json())).toEqual({ id: existing.id, number: existing.number, location_id: existing.locationId });
    expect(await rowOf(existing.id)).toBeUndefined();
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Deleted office' })]);
  });

  it('frees the number for a new office', async () => {
    const existing = await insertOffice();
    expect((await remove(existing.id)).statusCode).toBe(200);
    expect((await create({ number: existing.number })).statusCode).toBe(201);
  });

  itRefusesAndReplaysDeletes(officeList);
});
