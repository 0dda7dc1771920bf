import { describe, expect, it } from 'vitest';
import { activityLogs } from '../../src/server/db/schema';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn, testPassword } from '../helpers/server/factories';
import { around, logsClient, nassauDay } from '../helpers/server/logs';

const ctx = useAppWithAdmin({ specialAdmin: { type: 'admin', special: true }, specialWorker: { type: 'worker', special: true }, worker: { type: 'worker', firstName: 'Walt', lastName: 'Worker' } }, { firstName: 'Ada', lastName: 'Admin' });

const { search, found } = logsClient(() => ctx.app);

describe('POST /api/logs: who may read', () => {
  it('lets admins and special staff (the owner, a special admin; the manager, a special worker) in', async () => {
    expect((await search(ctx.admin, around())).statusCode).toBe(200);
    expect((await search(ctx.specialAdmin, around())).statusCode).toBe(200);
    expect((await search(ctx.specialWorker, around())).statusCode).toBe(200);
  });

  it.each(['worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const)('refuses a plain %s with 403', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    const response = await search(caller, around());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('refuses a special customer, and asks anonymous callers to sign in', async () => {
    expect((await search(await signedIn(ctx.app, { type: 'personal', special: true }), around())).statusCode).toBe(403);
    expect((await search(null, around())).statusCode).toBe(401);
  });
});

describe('POST /api/logs: dates', () => {
  it.each([
    ['both dates missing', {}, ['data.fromDate', 'data.toDate']],
    ['Date To missing', { fromDate: '2026-03-01' }, ['data.toDate']],
    ['not a date', { fromDate: 'yesterday', toDate: '2026-03-01' }, ['data.fromDate']],
    ['a date and time', { fromDate: '2026-03-01T00:00:00Z', toDate: '2026-03-02' }, ['data.fromDate']],
    ['From after To', { fromDate: '2026-03-02', toDate: '2026-03-01' }, ['data.toDate']],
    ['page 0', { fromDate: '2026-03-01', toDate: '2026-03-02', page: 0 }, ['data.page']],
    ['a fractional page', { fromDate: '2026-03-01', toDate: '2026-03-02', page: 1.5 }, ['data.page']],
    ['a page that is not a number', { fromDate: '2026-03-01', toDate: '2026-03-02', page: 'next' }, ['data.page']],
    ['a worker that is not an id', { fromDate: '2026-03-01', toDate: '2026-03-02', workerId: 'Walt' }, ['data.workerId']],
  ])('refuses %s with 400 and the field', async (_name, data, fields) => {
    const response = await search(ctx.admin, data);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION');
    for (const field of fields) expect(body.error.fields).toHaveProperty([field]);
  });

  it('refuses a body without data', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logs', headers: ctx.admin.headers, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { data: expect.any(String) } } });
  });

  it('answers an empty list for a period without activity', async () => {
    expect(await found(ctx.admin, { fromDate: '2001-01-01', toDate: '2001-01-31' })).toEqual([]);
  });

  it('reads dates as America/Nassau business days, both ends included', async () => {
    const insertAt = async (iso: string) => {
      const [row] = await ctx.db.insert(activityLogs).values({ userId: ctx.worker.id, action: `Probe at ${iso}`, entity: 'test', createdAt: new Date(iso) }).returning();
      return row!.id;
    };
    const idsOn = async (fromDate: string, toDate = fromDate) => (await found(ctx.admin, { fromDate, toDate, workerId: ctx.worker.id })).map((r) => r.id);
    // Nassau is on EDT (UTC-4) after 2026-03-08: 03:30Z on the 10th is 23:30 on the 9th, 04:30Z is 00:30 on the 10th.
    const lateOn9th = await insertAt('2026-03-10T03:30:00Z');
    const earlyOn10th = await insertAt('2026-03-10T04:30:00Z');
    // In winter (EST, UTC-5) 04:30Z is still the evening before.
    const winter = await insertAt('2026-01-10T04:30:00Z');

    expect(await idsOn('2026-03-09')).toEqual([lateOn9th]);
    expect(await idsOn('2026-03-10')).toEqual([earlyOn10th]);
    expect(await idsOn('2026-03-08', '2026-03-10')).toEqual([earlyOn10th, lateOn9th]);
    expect(await idsOn('2026-01-09')).toEqual([winter]);
    expect(await idsOn('2026-01-10')).toEqual([]);
    // Inclusive on both ends: the first and last instant of the Nassau day.
    const first = await insertAt('2026-01-20T05:00:00Z');
    const last = await insertAt('2026-01-21T04:59:59.999Z');
    expect(await idsOn('2026-01-20')).toEqual([last, first]);
  });
});

describe('POST /api/logs: what staff did', () => {
  it('records a worker flagging a customer and an admin creating a worker', async () => {
    const customer = await createUser(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/users/${customer.id}/flag`, headers: ctx.worker.headers })).statusCode).toBe(200);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/workers',
      headers: ctx.admin.headers,
      payload: { first_name: 'New', last_name: 'Hire', email: `new.hire.${process.pid}@example.test`, password: 'a-good-long-password', home_phone: '1', mobile_phone: '2' },
    });
    expect(created.statusCode).toBe(201);
    const workerId = (created.json() as { id: number }).id;

    const rows = await found(ctx.admin, around());
    const flagRow = rows.find((r) => r.user.id === ctx.worker.id && r.activity.includes(`#${customer.id}`));
    expect(flagRow).toMatchObject({ user: { id: ctx.worker.id, full_name: 'Walt Worker' }, activity: expect.stringMatching(/flag/i) });
    const createRow = rows.find((r) => r.user.id === ctx.admin.id && r.activity.includes(`#${workerId}`));
    expect(createRow).toMatchObject({ user: { id: ctx.admin.id, full_name: 'Ada Admin' }, activity: expect.stringMatching(/created worker/i) });
    for (const row of [flagRow!, createRow!]) expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('writes nothing when customers update their own profile', async () => {
    const customer = await signedIn(ctx.app, { type: 'personal' });
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${customer.id}`,
      headers: customer.headers,
      payload: { data: { first_name: 'Self', last_name: 'Service', email: `self.service.${process.pid}@example.test`, location: 1, current_password: testPassword } },
    });
    expect(update.statusCode).toBe(200);
    const rows = await found(ctx.admin, around());
    expect(rows.filter((r) => r.user.id === customer.id || r.activity.includes(`#${customer.id}`))).toEqual([]);
  });

  it('filters by worker', async () => {
    const other = await signedIn(ctx.app, { type: 'worker-v2' });
    const customer = await createUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: `/api/users/${customer.id}/flag`, headers: other.headers });
    const rows = await found(ctx.specialWorker, { ...around(), workerId: other.id });
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatchObject({ user: { id: other.id }, activity: expect.stringContaining(`#${customer.id}`) });
    const all = await found(ctx.specialWorker, around());
    expect(new Set(all.map((r) => r.user.id)).size).toBeGreaterThan(1);
  });

  it('lists the newest first', async () => {
    const times = (await found(ctx.admin, { fromDate: '2000-01-01', toDate: nassauDay(1) })).map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
