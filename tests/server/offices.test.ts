import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { officeMessages, zOffice } from '../../src/domain/offices';
import { activityLogs, offices } from '../../src/server/db/schema';
import { countStays, expectReplayed, itRefusesAllButAdmins, nonAdmins, rowStays, withIdempotencyKey } from '../helpers/server/access-cases';
import { createAppWithAdmin } from '../helpers/server/app-with-admin';
import { signedIn, type Actor } from '../helpers/server/factories';
import type { TestApp } from '../helpers/server/test-app';

let app: TestApp;
let admin: Actor;
beforeAll(async () => {
  ({ app, admin } = await createAppWithAdmin());
});
afterAll(async () => app.close());

const db = () => app.deps.database.db;
const rowOf = async (id: number) => (await db().select().from(offices).where(eq(offices.id, id)))[0];
const officeCount = async () => (await db().select({ n: count() }).from(offices))[0]!.n;
const logsOf = (entityId: number) => db().select().from(activityLogs).where(and(eq(activityLogs.entity, 'office'), eq(activityLogs.entityId, entityId)));

let sequence = 0;
const uniqueNumber = () => `T-${process.pid % 1000}-${++sequence}`;
const insertOffice = async (number = uniqueNumber(), locationId: number | null = 1) =>
  (await db().insert(offices).values({ number, locationId }).returning())[0]!;

type Headers = Record<string, string>;
const list = (headers: Headers = admin.headers) => app.inject({ method: 'GET', url: '/api/offices', headers });
const create = (payload: unknown, headers: Headers = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/offices', payload: payload as object, headers });
const update = (id: number | string, payload: unknown, headers: Headers = admin.headers) =>
  app.inject({ method: 'PUT', url: `/api/offices/${id}`, payload: payload as object, headers });
const remove = (id: number | string, headers: Headers = admin.headers) => app.inject({ method: 'DELETE', url: `/api/offices/${id}`, headers });

/** Until some session of this database waits on a row or index lock. */
const waitForLockWait = async () => {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await app.deps.database.pool.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    if ((rows[0] as { n: number }).n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no request ever waited on the lock');
};

const badBodies = [
  ['no number', {}, 'number', 'Office Number is required'],
  ['a blank number', { number: '  ' }, 'number', 'Office Number is required'],
  ['a number over 20 characters', { number: 'x'.repeat(21) }, 'number', 'At most 20 characters'],
  ['an unknown location', { number: 'Z-1', location_id: 3 }, 'location_id', 'Location must be Madeira or Harbor Bay'],
  ['a location given as text', { number: 'Z-2', location_id: '1' }, 'location_id', 'Location must be Madeira or Harbor Bay'],
] as const;

describe('GET /api/offices', () => {
  it('is for admins only, special or not', async () => {
    expect((await list()).statusCode).toBe(200);
    for (const type of nonAdmins) expect((await list((await signedIn(app, { type })).headers)).statusCode, type).toBe(403);
    expect((await list((await signedIn(app, { type: 'worker', special: true })).headers)).statusCode).toBe(403);
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
    expect(await logsOf(created.id)).toEqual([expect.objectContaining({ userId: admin.id, action: 'Created office' })]);
  });

  it('creates an office without a location, given as null or left out', async () => {
    const left = await create({ number: uniqueNumber() });
    expect(left.statusCode).toBe(201);
    expect(zOffice.parse(left.json()).location_id).toBeNull();
    const given = await create({ number: uniqueNumber(), location_id: null });
    expect(given.statusCode).toBe(201);
    expect(zOffice.parse(given.json()).location_id).toBeNull();
  });

  it.each(badBodies)('answers %s with 400 naming the field, and creates nothing', async (_label, payload, field, message) => {
    const before = await officeCount();
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await officeCount()).toBe(before);
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
    const other = await app.deps.database.pool.connect();
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
    expect((await db().select().from(offices).where(eq(offices.number, number))).length).toBe(1);
  });

  itRefusesAllButAdmins(() => app, 'creates nothing', async () => ({
    send: (headers) => create({ number: uniqueNumber() }, headers),
    changedNothing: await countStays(officeCount),
  }));

  it('replays a retried create with the first answer rather than 409, creating one office', async () => {
    const headers = withIdempotencyKey(admin.headers);
    const payload = { number: uniqueNumber(), location_id: 1 };
    const first = await create(payload, headers);
    const before = await officeCount();
    expectReplayed(first, await create(payload, headers), 201);
    expect(await officeCount()).toBe(before);
    expect(await logsOf(zOffice.parse(first.json()).id)).toHaveLength(1);
  });
});

describe('PUT /api/offices/:id', () => {
  it('replaces the number and location and logs it', async () => {
    const existing = await insertOffice();
    const number = uniqueNumber();
    const response = await update(existing.id, { number, location_id: 2 });
    expect(response.statusCode).toBe(200);
    expect(zOffice.parse(response.json())).toEqual({ id: existing.id, number, location_id: 2 });
    expect(await rowOf(existing.id)).toMatchObject({ number, locationId: 2 });
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: admin.id, action: 'Updated office' })]);
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

  it.each(badBodies)('answers %s with 400 naming the field, and changes nothing', async (_label, payload, field, message) => {
    const existing = await insertOffice();
    const response = await update(existing.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await rowOf(existing.id)).toEqual(existing);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const response = await update(999_999, { number: uniqueNumber() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await update('abc', { number: uniqueNumber() })).statusCode).toBe(400);
  });

  itRefusesAllButAdmins(() => app, 'changes nothing', async () => {
    const row = await rowStays(insertOffice, rowOf);
    return { send: (headers) => update(row.id, { number: uniqueNumber() }, headers), changedNothing: row.check };
  });

  it('replays a retried update once', async () => {
    const existing = await insertOffice();
    const headers = withIdempotencyKey(admin.headers);
    const payload = { number: uniqueNumber(), location_id: 2 };
    const first = await update(existing.id, payload, headers);
    expectReplayed(first, await update(existing.id, payload, headers), 200);
    expect(await logsOf(existing.id)).toHaveLength(1);
  });
});

describe('DELETE /api/offices/:id', () => {
  it('deletes an office, answers with it and logs it', async () => {
    const existing = await insertOffice();
    const response = await remove(existing.id);
    expect(response.statusCode).toBe(200);
    expect(zOffice.parse(response.json())).toEqual({ id: existing.id, number: existing.number, location_id: existing.locationId });
    expect(await rowOf(existing.id)).toBeUndefined();
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: admin.id, action: 'Deleted office' })]);
  });

  it('frees the number for a new office', async () => {
    const existing = await insertOffice();
    expect((await remove(existing.id)).statusCode).toBe(200);
    expect((await create({ number: existing.number })).statusCode).toBe(201);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const before = await officeCount();
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(400);
    expect(await officeCount()).toBe(before);
  });

  itRefusesAllButAdmins(() => app, 'deletes nothing', async () => {
    const row = await rowStays(insertOffice, rowOf);
    return { send: (headers) => remove(row.id, headers), changedNothing: row.check };
  });

  it('replays a retried delete with the first answer rather than 404', async () => {
    const existing = await insertOffice();
    const headers = withIdempotencyKey(admin.headers);
    const first = await remove(existing.id, headers);
    expectReplayed(first, await remove(existing.id, headers), 200);
    expect(await logsOf(existing.id)).toHaveLength(1);
  });
});
