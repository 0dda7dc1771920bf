import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logsCsvLimit } from '../../src/domain/logs';
import { newestFirst, seedActivity, type SeededActivity } from '../helpers/server/activity-rows';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { signedIn, type Actor } from '../helpers/server/factories';

const ctx = useAppWithAdmin({
  owner: { type: 'admin', special: true },
  manager: { type: 'worker', special: true },
  clerk: { type: 'worker', firstName: '=Clara', lastName: 'Clerk' },
  other: { type: 'worker' },
});

const csv = (actor: Actor | null, query: string) => ctx.app.inject({ method: 'GET', url: `/api/logs.csv?${query}`, headers: actor?.headers ?? {} });

let clerkRows: SeededActivity[];
beforeAll(async () => {
  // 2025-01-20 in Nassau (EST, UTC-5): 14:00Z is 09:00, and each row 10 minutes after the last.
  clerkRows = await seedActivity(ctx.app, ctx.clerk.id, '2025-01-20T14:00:00Z', 4);
  await seedActivity(ctx.app, ctx.other.id, '2025-01-20T15:00:00Z', 3);
});

describe('GET /api/logs.csv', () => {
  it("downloads one worker's period as Nassau times, newest first, each action as its sentence", async () => {
    const response = await csv(ctx.admin, `fromDate=2025-01-20&toDate=2025-01-20&workerId=${ctx.clerk.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="activity-2025-01-20-to-2025-01-20.csv"');
    // Seeded at 09:00, 09:10, 09:10 (a tie) and 09:30 Nassau; a name starting with = is written as text.
    const times = ['09:30', '09:10', '09:10', '09:00'];
    const lines = newestFirst(clerkRows).map((row, i) => `${row.id},'=Clara Clerk,created order #${row.entityId},2025-01-20 ${times[i]}`);
    expect(response.body).toBe(['ID,Staff Member,Action,When', ...lines].join('\r\n') + '\r\n');
  });

  it('holds every worker of the period when the worker is blank', async () => {
    const response = await csv(ctx.admin, 'fromDate=2025-01-20&toDate=2025-01-20&workerId=');
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toHaveLength(1 + 7);
  });

  it('lets the owner and the manager download', async () => {
    for (const actor of [ctx.owner, ctx.manager]) expect((await csv(actor, 'fromDate=2025-01-20&toDate=2025-01-20')).statusCode).toBe(200);
  });

  it.each(['worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const)('refuses a plain %s with 403', async (type) => {
    expect((await csv(await signedIn(ctx.app, { type }), 'fromDate=2025-01-20&toDate=2025-01-20')).statusCode).toBe(403);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await csv(null, 'fromDate=2025-01-20&toDate=2025-01-20')).statusCode).toBe(401);
  });

  it.each([
    ['no dates', '', ['fromDate', 'toDate']],
    ['blank dates', 'fromDate=&toDate=', ['fromDate', 'toDate']],
    ['From after To', 'fromDate=2025-01-21&toDate=2025-01-20', ['toDate']],
    ['a worker that is not an id', 'fromDate=2025-01-20&toDate=2025-01-20&workerId=Clara', ['workerId']],
  ])('refuses %s with 400 and the field', async (_name, query, fields) => {
    const response = await csv(ctx.admin, query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { fields: Record<string, string> } };
    for (const field of fields) expect(body.error.fields).toHaveProperty([field]);
  });

  it(`refuses a period of more than ${logsCsvLimit.toLocaleString('en-US')} rows with 400 on toDate, asking for a shorter one`, async () => {
    await ctx.db.execute(sql`insert into activity_logs (user_id, action, entity, created_at)
      select ${ctx.other.id}, 'Probe', 'test', timestamptz '2020-03-02 12:00:00Z' + n * interval '1 second' from generate_series(0, ${logsCsvLimit}) n`);
    const response = await csv(ctx.admin, 'fromDate=2020-03-02&toDate=2020-03-03');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { toDate: expect.stringMatching(/shorter period/) } } });
    expect((await csv(ctx.admin, 'fromDate=2020-03-02&toDate=2020-03-02&workerId=' + ctx.admin.id)).statusCode).toBe(200);
  });
});
