import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOf } from '../../src/domain/common';
import { checkpointMessages, zCheckpoint } from '../../src/domain/checkpoints';
import { checkpointIds } from '../../src/domain/constants';
import { activityLogs, checkpoints } from '../../src/server/db/schema';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { editableList } from '../helpers/server/editable-list';
import { itRefusesAndReplaysCreates, itRefusesAndReplaysDeletes, itRefusesAndReplaysUpdates } from '../helpers/server/editable-list-cases';
import { signedIn } from '../helpers/server/factories';

const ctx = useAppWithAdmin();

const rowOf = async (id: number) => (await ctx.db.select().from(checkpoints).where(eq(checkpoints.id, id)))[0];
const checkpointCount = async () => (await ctx.db.select({ n: count() }).from(checkpoints))[0]!.n;
const logsOf = (entityId: number) =>
  ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'checkpoint'), eq(activityLogs.entityId, entityId)));

let sequence = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Test checkpoint ${++sequence}`,
  email: `checkpoint${sequence}@example.test`,
  address: '1 Dock Road, Nassau',
  phone: '+1 242 555 0300',
  ...overrides,
});

const insertCheckpoint = async (values: typeof checkpoints.$inferInsert = body()) => (await ctx.db.insert(checkpoints).values(values).returning())[0]!;

const checkpointList = editableList(ctx, '/api/checkpoints', {
  noun: 'checkpoint',
  schema: zCheckpoint,
  body,
  rowHolds: (payload) => payload,
  insert: insertCheckpoint,
  rowOf,
  count: checkpointCount,
  logsOf,
});
const { create, update, remove } = checkpointList;
const list = (headers: Record<string, string> = ctx.admin.headers) => ctx.app.inject({ method: 'GET', url: '/api/checkpoints', headers });

const badBodies = [
  ['no name', { name: undefined }, 'name', 'Name is required'],
  ['a blank name', { name: '   ' }, 'name', 'Name is required'],
  ['no email', { email: undefined }, 'email', 'E-mail is required'],
  ['an empty email', { email: '' }, 'email', 'E-mail is required'],
  ['an invalid email', { email: 'miami-at-example' }, 'email', 'Must be valid e-mail'],
  ['no address', { address: '' }, 'address', 'Address is required'],
  ['no phone', { phone: undefined }, 'phone', 'Phone Number is required'],
  ['a release flag that is text', { releases: 'yes' }, 'releases', 'Release point must be true or false'],
  ['a release flag that is a number', { releases: 1 }, 'releases', 'Release point must be true or false'],
  ['a null release flag', { releases: null }, 'releases', 'Release point must be true or false'],
] as const;

describe('GET /api/checkpoints', () => {
  it('is for every staff type, accounts and basic included, and not for customers', async () => {
    for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const) {
      expect((await list((await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(200);
    }
    expect((await list((await signedIn(ctx.app, { type: 'worker', special: true })).headers)).statusCode).toBe(200);
    for (const type of ['personal', 'business'] as const) {
      expect((await list((await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(403);
    }
    expect((await list({})).statusCode).toBe(401);
  });

  it('contains the two checkpoints the alert banner names, in id order', async () => {
    expect(checkpointIds).toEqual({ receivedMiami: 12, onTheWay: 17 });
    const basic = await signedIn(ctx.app, { type: 'basic' });
    const { data } = listOf(zCheckpoint).parse((await list(basic.headers)).json());
    const byId = new Map(data.map((checkpoint) => [checkpoint.id, checkpoint.name]));
    expect(byId.get(12)).toMatch(/received.*miami/i);
    expect(byId.get(17)).toMatch(/on the way/i);
    expect(data.map((c) => c.id)).toEqual([...data.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('says which checkpoints are release points: as seeded, Out for delivery (22) and Delivered (23)', async () => {
    const { data } = listOf(zCheckpoint).parse((await list()).json());
    expect(data.filter((checkpoint) => checkpoint.releases).map((checkpoint) => [checkpoint.id, checkpoint.name])).toEqual([
      [22, 'Out for delivery'],
      [23, 'Delivered'],
    ]);
  });
});

describe('POST /api/checkpoints', () => {
  it('creates a checkpoint numbered from 100, lists it and logs it', async () => {
    const payload = body({ name: '  Freeport depot  ' });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const created = zCheckpoint.parse(response.json());
    expect(created).toEqual({ id: expect.any(Number), name: 'Freeport depot', email: payload.email, address: payload.address, phone: payload.phone, releases: false });
    expect(created.id).toBeGreaterThanOrEqual(100);
    expect(listOf(zCheckpoint).parse((await list()).json()).data).toContainEqual(created);
    expect(await logsOf(created.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Created checkpoint' })]);
  });


  itRefusesAndReplaysCreates(checkpointList, {
    badBodies,
    missing: {
      name: 'Name is required',
      email: 'E-mail is required',
      address: 'Address is required',
      phone: 'Phone Number is required',
    },
  });
});

describe('PUT /api/checkpoints/:id', () => {
  it('replaces every field and logs it', async () => {
    const existing = await insertCheckpoint();
    const payload = body({ name: 'Renamed checkpoint' });
    const response = await update(existing.id, payload);
    expect(response.statusCode).toBe(200);
    expect(zCheckpoint.parse(response.json())).toEqual({ id: existing.id, releases: false, ...payload });
    expect(await rowOf(existing.id)).toMatchObject(payload);
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Updated checkpoint' })]);
  });

  it('makes a checkpoint a release point and back, as GET then lists it; left out, a new one is not one and an edit keeps it', async () => {
    const made = zCheckpoint.parse((await create(body({ releases: true }))).json());
    const listed = async () => listOf(zCheckpoint).parse((await list()).json()).data.find((checkpoint) => checkpoint.id === made.id);
    expect(made.releases).toBe(true);
    expect(await listed()).toEqual(made);

    const payload = body();
    expect(zCheckpoint.parse((await update(made.id, { ...payload, releases: false })).json()).releases).toBe(false);
    expect(await listed()).toMatchObject({ releases: false });
    expect((await update(made.id, { ...payload, releases: true })).json()).toMatchObject({ releases: true });
    // A client that knows nothing of release points must not switch one off by editing the name.
    expect((await update(made.id, payload)).json()).toMatchObject({ releases: true });
    expect(await rowOf(made.id)).toMatchObject({ releases: true });
    expect(zCheckpoint.parse((await create(body())).json()).releases).toBe(false);
  });

  it('may rename a seeded checkpoint, keeping its id', async () => {
    const seeded = (await rowOf(checkpointIds.onTheWay))!;
    const payload = { name: 'On the way to Nassau (by sea)', email: seeded.email, address: seeded.address, phone: seeded.phone };
    expect((await update(checkpointIds.onTheWay, payload)).statusCode).toBe(200);
    expect((await rowOf(checkpointIds.onTheWay))!.name).toBe(payload.name);
    expect((await update(checkpointIds.onTheWay, { ...payload, name: seeded.name })).statusCode).toBe(200);
  });

  itRefusesAndReplaysUpdates(checkpointList, badBodies);
});

describe('DELETE /api/checkpoints/:id', () => {
  it('deletes a checkpoint, answers with it and logs it', async () => {
    const existing = await insertCheckpoint();
    const response = await remove(existing.id);
    expect(response.statusCode).toBe(200);
    expect(zCheckpoint.parse(response.json())).toMatchObject({ id: existing.id, name: existing.name });
    expect(await rowOf(existing.id)).toBeUndefined();
    expect(await logsOf(existing.id)).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Deleted checkpoint' })]);
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

  itRefusesAndReplaysDeletes(checkpointList, {
    what: 'packages have passed through',
    table: 'scan_history',
    column: 'checkpoint_id',
    references: 'checkpoints',
    message: checkpointMessages.inUse,
  });
});
