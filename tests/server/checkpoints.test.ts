import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { checkpointMessages, zCheckpoint, type CheckpointBody } from '../../src/domain/checkpoints';
import { checkpointIds } from '../../src/domain/constants';
import { activityLogs, checkpoints } from '../../src/server/db/schema';
import { countStays, expectKeyMismatch, expectReplayed, itRefusesAllButAdmins, rowStays, withIdempotencyKey } from '../helpers/server/access-cases';
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
const rowOf = async (id: number) => (await db().select().from(checkpoints).where(eq(checkpoints.id, id)))[0];
const checkpointCount = async () => (await db().select({ n: count() }).from(checkpoints))[0]!.n;
const logsOf = (entityId: number) =>
  db().select().from(activityLogs).where(and(eq(activityLogs.entity, 'checkpoint'), eq(activityLogs.entityId, entityId)));

let sequence = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Test checkpoint ${++sequence}`,
  email: `checkpoint${sequence}@example.test`,
  address: '1 Dock Road, Nassau',
  phone: '+1 242 555 0300',
  ...overrides,
});

type Headers = Record<string, string>;
const list = (headers: Headers = admin.headers) => app.inject({ method: 'GET', url: '/api/checkpoints', headers });
const create = (payload: unknown, headers: Headers = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/checkpoints', payload: payload as object, headers });
const update = (id: number | string, payload: unknown, headers: Headers = admin.headers) =>
  app.inject({ method: 'PUT', url: `/api/checkpoints/${id}`, payload: payload as object, headers });
const remove = (id: number | string, headers: Headers = admin.headers) => app.inject({ method: 'DELETE', url: `/api/checkpoints/${id}`, headers });

const insertCheckpoint = async (values: CheckpointBody = body()) => (await db().insert(checkpoints).values(values).returning())[0]!;

const badBodies = [
  ['no name', { name: undefined }, 'name', 'Name is required'],
  ['a blank name', { name: '   ' }, 'name', 'Name is required'],
  ['no email', { email: undefined }, 'email', 'E-mail is required'],
  ['an empty email', { email: '' }, 'email', 'E-mail is required'],
  ['an invalid email', { email: 'miami-at-example' }, 'email', 'Must be valid e-mail'],
  ['no address', { address: '' }, 'address', 'Address is required'],
  ['no phone', { phone: undefined }, 'phone', 'Phone Number is required'],
] as const;

describe('GET /api/checkpoints', () => {
  it('is for every staff type, accounts and basic included, and not for customers', async () => {
    for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const) {
      expect((await list((await signedIn(app, { type })).headers)).statusCode, type).toBe(200);
    }
    expect((await list((await signedIn(app, { type: 'worker', special: true })).headers)).statusCode).toBe(200);
    for (const type of ['personal', 'business'] as const) {
      expect((await list((await signedIn(app, { type })).headers)).statusCode, type).toBe(403);
    }
    expect((await list({})).statusCode).toBe(401);
  });

  it('contains the two checkpoints the alert banner names, in id order', async () => {
    expect(checkpointIds).toEqual({ receivedMiami: 12, onTheWay: 17 });
    const basic = await signedIn(app, { type: 'basic' });
    const { data } = listOf(zCheckpoint).parse((await list(basic.headers)).json());
    const byId = new Map(data.map((checkpoint) => [checkpoint.id, checkpoint.name]));
    expect(byId.get(12)).toMatch(/received.*miami/i);
    expect(byId.get(17)).toMatch(/on the way/i);
    expect(data.map((c) => c.id)).toEqual([...data.map((c) => c.id)].sort((a, b) => a - b));
  });
});

describe('POST /api/checkpoints', () => {
  it('creates a checkpoint numbered from 100, lists it and logs it', async () => {
    const payload = body({ name: '  Freeport depot  ' });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const created = zCheckpoint.parse(response.json());
    expect(created).toEqual({ id: expect.any(Number), name: 'Freeport depot', email: payload.email, address: payload.address, phone: payload.phone });
    expect(created.id).toBeGreaterThanOrEqual(100);
    expect(listOf(zCheckpoint).parse((await list()).json()).data).toContainEqual(created);
    expect(await logsOf(created.id)).toEqual([expect.objectContaining({ userId: admin.id, action: 'Created checkpoint' })]);
  });

  it.each(badBodies)('answers %s with 400 and the spec message, and creates nothing', async (_label, overrides, field, message) => {
    const before = await checkpointCount();
    const response = await create(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await checkpointCount()).toBe(before);
  });

  it('names every missing field at once', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      address: 'Address is required',
      phone: 'Phone Number is required',
    });
  });

  itRefusesAllButAdmins(() => app, 'creates nothing', async () => ({
    send: (headers) => create(body(), headers),
    changedNothing: await countStays(checkpointCount),
  }));

  it('replays a retried create with the first answer and creates one checkpoint', async () => {
    const headers = withIdempotencyKey(admin.headers);
    const payload = body();
    const first = await create(payload, headers);
    const before = await checkpointCount();
    expectReplayed(first, await create(payload, headers), 201);
    expect(await checkpointCount()).toBe(before);
    expect(await logsOf(zCheckpoint.parse(first.json()).id)).toHaveLength(1);
  });
});

describe('PUT /api/checkpoints/:id', () => {
  it('replaces every field and logs it', async () => {
    const existing = await insertCheckpoint();
    const payload = body({ name: 'Renamed checkpoint' });
    const response = await update(existing.id, payload);
    expect(response.statusCode).toBe(200);
    expect(zCheckpoint.parse(response.json())).toEqual({ id: existing.id, ...payload });
    expect(await rowOf(existing.id)).toMatchObject(payload);
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: admin.id, action: 'Updated checkpoint' })]);
  });

  it('may rename a seeded checkpoint, keeping its id', async () => {
    const seeded = (await rowOf(checkpointIds.onTheWay))!;
    const payload = { name: 'On the way to Nassau (by sea)', email: seeded.email, address: seeded.address, phone: seeded.phone };
    expect((await update(checkpointIds.onTheWay, payload)).statusCode).toBe(200);
    expect((await rowOf(checkpointIds.onTheWay))!.name).toBe(payload.name);
    expect((await update(checkpointIds.onTheWay, { ...payload, name: seeded.name })).statusCode).toBe(200);
  });

  it.each(badBodies)('answers %s with 400 and the spec message, and changes nothing', async (_label, overrides, field, message) => {
    const existing = await insertCheckpoint();
    const response = await update(existing.id, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    expect(await rowOf(existing.id)).toEqual(existing);
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const response = await update(999_999, body());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await update('abc', body());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('id');
  });

  itRefusesAllButAdmins(() => app, 'changes nothing', async () => {
    const row = await rowStays(insertCheckpoint, rowOf);
    return { send: (headers) => update(row.id, body(), headers), changedNothing: row.check };
  });

  it('replays a retried update once, and refuses the key with another body with 409', async () => {
    const existing = await insertCheckpoint();
    const headers = withIdempotencyKey(admin.headers);
    const payload = body();
    const first = await update(existing.id, payload, headers);
    expectReplayed(first, await update(existing.id, payload, headers), 200);
    expect(await logsOf(existing.id)).toHaveLength(1);
    expectKeyMismatch(await update(existing.id, body(), headers));
    expect(await rowOf(existing.id)).toMatchObject(payload);
  });
});

describe('DELETE /api/checkpoints/:id', () => {
  it('deletes a checkpoint, answers with it and logs it', async () => {
    const existing = await insertCheckpoint();
    const response = await remove(existing.id);
    expect(response.statusCode).toBe(200);
    expect(zCheckpoint.parse(response.json())).toMatchObject({ id: existing.id, name: existing.name });
    expect(await rowOf(existing.id)).toBeUndefined();
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: admin.id, action: 'Deleted checkpoint' })]);
  });

  it.each([checkpointIds.receivedMiami, checkpointIds.onTheWay])('refuses checkpoint %i, which the package alerts count, with 409', async (id) => {
    const before = await rowOf(id);
    const logged = (await logsOf(id)).length;
    const response = await remove(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: checkpointMessages.usedByAlerts } });
    expect(await rowOf(id)).toEqual(before);
    expect(await logsOf(id)).toHaveLength(logged);
  });

  // Tracking events arrive with the scanning area; any table referencing checkpoints must block the delete the same way.
  it('refuses a checkpoint that packages have passed through with 409, deleting nothing', async () => {
    const table = sql.identifier(`scan_history_${process.pid}`);
    await db().execute(sql`create table ${table} (id serial primary key, checkpoint_id integer not null references checkpoints(id))`);
    try {
      const used = await insertCheckpoint();
      const spare = await insertCheckpoint();
      await db().execute(sql`insert into ${table} (checkpoint_id) values (${used.id})`);
      const before = await checkpointCount();
      const response = await remove(used.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: checkpointMessages.inUse } });
      expect(await rowOf(used.id)).toEqual(used);
      expect(await checkpointCount()).toBe(before);
      expect(await logsOf(used.id)).toEqual([]);
      // The refusal leaves the server able to delete an unreferenced checkpoint next.
      expect((await remove(spare.id)).statusCode).toBe(200);
    } finally {
      await db().execute(sql`drop table ${table}`);
    }
  });

  it('answers an unknown id with 404 and a non-numeric id with 400', async () => {
    const before = await checkpointCount();
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(400);
    expect(await checkpointCount()).toBe(before);
  });

  itRefusesAllButAdmins(() => app, 'deletes nothing', async () => {
    const row = await rowStays(insertCheckpoint, rowOf);
    return { send: (headers) => remove(row.id, headers), changedNothing: row.check };
  });

  it('replays a retried delete with the first answer rather than 404', async () => {
    const existing = await insertCheckpoint();
    const headers = withIdempotencyKey(admin.headers);
    const first = await remove(existing.id, headers);
    expectReplayed(first, await remove(existing.id, headers), 200);
    expect(await logsOf(existing.id)).toHaveLength(1);
  });
});
