import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/auth';
import { listOf } from '../../../src/domain/common';
import { staffTypes, workersListLimit } from '../../../src/domain/constants';
import { userMessages, zWorker } from '../../../src/domain/users';
import { activityLogs, users } from '../../../src/server/db/schema';
import { countStays, expectKeyMismatch, expectReplayed, itRefusesAllButAdmins, nonAdmins, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn, testPassword } from '../../helpers/server/factories';

const ctx = useAppWithAdmin();

const zWorkers = listOf(zWorker);
const rowOf = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
const userCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]!.n;
const login = (email: string, password = testPassword) =>
  ctx.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password } });

describe('GET /api/workers', () => {
  const list = (query: string, headers: Record<string, string> = ctx.admin.headers) =>
    ctx.app.inject({ method: 'GET', url: `/api/workers${query}`, headers });

  it(`lists at most ${workersListLimit} staff and never a customer`, async () => {
    for (let i = 0; i < 55; i++) await createUser(ctx.app, { type: staffTypes[i % staffTypes.length]!, lastName: 'Crew' });
    const customer = await createUser(ctx.app, { type: 'personal', lastName: 'Crew' });
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const { data } = zWorkers.parse(response.json());
    expect(data).toHaveLength(workersListLimit);
    for (const row of data) expect(staffTypes).toContain(row.account_type);
    expect(data.map((row) => row.id)).not.toContain(customer.id);
  });

  it('searches by part of the name or the email, in any case', async () => {
    const target = await createUser(ctx.app, { type: 'basic', firstName: 'Octavia', lastName: 'Butler', email: 'kindred@parable.test' });
    await createUser(ctx.app, { type: 'personal', firstName: 'Octavia', lastName: 'Customer', email: 'octavia@parable.test' });
    for (const search of ['OCTAVIA B', 'kindred@', 'PARABLE']) {
      const { data } = zWorkers.parse((await list(`?search=${encodeURIComponent(search)}`)).json());
      expect(data.map((row) => row.id)).toEqual([target.id]);
    }
    expect(zWorkers.parse((await list('?search=no-such-worker')).json()).data).toEqual([]);
  });

  it('lists retired workers after active ones, marked retired', async () => {
    const active = await createUser(ctx.app, { type: 'worker', firstName: 'Zz Active', lastName: 'Retiree' });
    const retired = await createUser(ctx.app, { type: 'worker', firstName: 'Aa Gone', lastName: 'Retiree', retired: true });
    const { data } = zWorkers.parse((await list('?search=retiree')).json());
    expect(data.map((row) => row.id)).toEqual([active.id, retired.id]);
    expect(data[1]?.retired_at).not.toBeNull();
  });

  it.each(['worker', 'worker-v2', 'basic'] as const)('lets a special %s in, though the type alone may not', async (type) => {
    const special = await signedIn(ctx.app, { type, special: true });
    expect((await list('', special.headers)).statusCode).toBe(200);
  });

  it.each(nonAdmins)('refuses a %s with 403', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    expect((await list('', caller.headers)).statusCode).toBe(403);
  });

  it('refuses customers even when marked special', async () => {
    for (const type of ['personal', 'business'] as const) {
      expect((await list('', (await signedIn(ctx.app, { type, special: true })).headers)).statusCode).toBe(403);
    }
  });

  it('answers a search over 100 characters with 400 naming it', async () => {
    const response = await list(`?search=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('search');
  });

  it("refuses an anonymous caller and a retired admin's token with 401", async () => {
    const retired = await signedIn(ctx.app, { type: 'admin', retired: true });
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', retired.headers)).statusCode).toBe(401);
  });
});

describe('POST /api/workers', () => {
  let sequence = 0;
  const phones = { home_phone: '+1 242 555 0100', mobile_phone: '+1 242 555 0199' };
  const body = (overrides: Record<string, unknown> = {}) => ({
    ...{ first_name: 'Grace', last_name: 'Hopper', email: `worker-${++sequence}@workers.test`, password: 'long-enough-1', ...phones },
    ...overrides,
  });
  const create = (payload: unknown, headers: Record<string, string> = ctx.admin.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/workers', payload: payload as object, headers });

  it('creates a worker-v2 by default, who can then sign in, and logs it', async () => {
    const payload = body();
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const worker = zWorker.parse(response.json());
    expect(worker).toMatchObject({ full_name: 'Grace Hopper', account_type: 'worker-v2', ...phones, location: { data: { id: 2 } }, retired_at: null });
    expect(JSON.stringify(response.json())).not.toMatch(/password/i);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, worker.id));
    expect(logs).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Created worker' })]);
  });

  it.each(['admin', 'worker-v2', 'basic'] as const)('creates a %s when asked', async (type) => {
    const response = await create(body({ account_type: type }));
    expect(response.statusCode).toBe(201);
    expect(zWorker.parse(response.json()).account_type).toBe(type);
  });

  it.each([
    ['account type personal', { account_type: 'personal' }, 'account_type'],
    ['account type worker', { account_type: 'worker' }, 'account_type'],
    ['no home phone', { home_phone: undefined }, 'home_phone'],
    ['a blank mobile phone', { mobile_phone: ' ' }, 'mobile_phone'],
    ['no first name', { first_name: '' }, 'first_name'],
    ['an invalid email', { email: 'grace' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['an unknown location', { location: 7 }, 'location'],
  ])('answers %s with 400 naming the field, and creates nothing', async (_label, overrides, field) => {
    const before = await userCount();
    const response = await create(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: expect.any(String) } } });
    expect(await userCount()).toBe(before);
  });

  it('refuses an email already registered, whatever its case, with 409', async () => {
    const existing = await createUser(ctx.app, { type: 'personal' });
    const before = await userCount();
    const response = await create(body({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: userMessages.emailTaken } });
    expect(await userCount()).toBe(before);
  });

  itRefusesAllButAdmins(() => ctx.app, 'creates nothing', async () => ({
    send: (headers) => create(body(), headers),
    changedNothing: await countStays(userCount),
  }));

  it('replays a retried create once, and refuses the key with another body with 409', async () => {
    const headers = withIdempotencyKey(ctx.admin.headers);
    const payload = body();
    const first = await create(payload, headers);
    const before = await userCount();
    expectReplayed(first, await create(payload, headers), 201);
    expectKeyMismatch(await create(body(), headers));
    expect(await userCount()).toBe(before);
  });
});

describe('DELETE /api/workers/:id', () => {
  const retire = (id: number | string, headers: Record<string, string> = ctx.admin.headers) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/workers/${id}`, headers });

  it("retires a worker: their live token is refused at once and they cannot sign in", async () => {
    const worker = await signedIn(ctx.app, { type: 'worker' });
    const email = (await rowOf(worker.id)).email;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/customers', headers: worker.headers })).statusCode).toBe(200);

    const response = await retire(worker.id);
    expect(response.statusCode).toBe(200);
    expect(zWorker.parse(response.json()).retired_at).not.toBeNull();
    expect((await rowOf(worker.id)).retiredAt).toBeInstanceOf(Date);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/customers', headers: worker.headers })).statusCode).toBe(401);
    const attempt = await login(email);
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json().error.message).toBe(messages.loginFailed);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entityId, worker.id));
    expect(logs).toEqual([expect.objectContaining({ userId: ctx.admin.id, action: 'Retired worker' })]);
  });

  it.each(['admin', 'worker-v2', 'accounts', 'basic'] as const)('retires a %s too', async (type) => {
    expect((await retire((await createUser(ctx.app, { type })).id)).statusCode).toBe(200);
  });

  it('refuses an admin retiring themself with 409', async () => {
    const response = await retire(ctx.admin.id);
    expect(response.statusCode).toBe(409);
    expect((await rowOf(ctx.admin.id)).retiredAt).toBeNull();
  });

  it('refuses retiring a retired worker again with 409, keeping the first date', async () => {
    const worker = await createUser(ctx.app, { type: 'worker' });
    expect((await retire(worker.id)).statusCode).toBe(200);
    const first = (await rowOf(worker.id)).retiredAt;
    expect((await retire(worker.id)).statusCode).toBe(409);
    expect((await rowOf(worker.id)).retiredAt).toEqual(first);
  });

  it('answers a customer id or an unknown id with 404, and a non-numeric id with 400', async () => {
    const customer = await createUser(ctx.app, { type: 'business' });
    expect((await retire(customer.id)).statusCode).toBe(404);
    expect((await rowOf(customer.id)).retiredAt).toBeNull();
    expect((await retire(999_999)).statusCode).toBe(404);
    const response = await retire('abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('id');
  });

  itRefusesAllButAdmins(() => ctx.app, 'retires nobody', async () => {
    const worker = await createUser(ctx.app, { type: 'worker' });
    return {
      send: (headers) => retire(worker.id, headers),
      changedNothing: async () => expect((await rowOf(worker.id)).retiredAt).toBeNull(),
    };
  });

  it('replays a retried retire with the first answer rather than 409, and refuses the key elsewhere', async () => {
    const [one, two] = [await createUser(ctx.app, { type: 'worker' }), await createUser(ctx.app, { type: 'worker' })];
    const headers = withIdempotencyKey(ctx.admin.headers);
    const first = await retire(one.id, headers);
    expectReplayed(first, await retire(one.id, headers), 200);
    const logged = await ctx.db.select({ n: count() }).from(activityLogs).where(sql`${activityLogs.entityId} = ${one.id}`);
    expect(logged[0]!.n).toBe(1);
    expectKeyMismatch(await retire(two.id, headers));
    expect((await rowOf(two.id)).retiredAt).toBeNull();
  });
});
