import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zActivityLogPage } from '../../src/domain/logs';
import { demoPassword } from '../../src/server/db/seed/seed-demo';
import { seedDemoActivity } from '../../src/server/db/seed/seed-demo-activity';
import { useDemoApp } from '../helpers/server/demo-app';

const demo = useDemoApp();

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await demo.app.deps.database.db.execute<T>(query)).rows[0]!;
const logRows = () => one<{ n: number }>(sql`select count(*)::int as n from activity_logs`);

const read = async (fromDate: string, toDate: string, page = 1) => {
  const signIn = await demo.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email: 'owner@demo.test', password: demoPassword } });
  const response = await demo.app.inject({
    method: 'POST',
    url: '/api/logs',
    headers: { authorization: `Bearer ${signIn.json().token}` },
    payload: { data: { fromDate, toDate, page } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return zActivityLogPage.parse(response.json());
};

describe('the demo activity log', () => {
  it("holds a row for each order staff entered, each invoice they generated, approved or marked paid, and each minute's scans", async () => {
    const expected = await one<{ orders: number; generated: number; approved: number; paid: number; scanned: number }>(sql`
      with staff as (select id from users where account_type not in ('personal', 'business'))
      select (select count(*)::int from orders where created_by in (select id from staff)) as orders,
             (select count(*)::int from invoices where created_by in (select id from staff)) as generated,
             (select count(*)::int from invoices where approved_by in (select id from staff) and approved_at is not null) as approved,
             (select count(*)::int from invoices where paid_by in (select id from staff)) as paid,
             (select count(*)::int from tracking_events where user_id in (select id from staff)) as scanned`);
    expect(expected.orders).toBeGreaterThan(100);
    expect(expected.scanned).toBeGreaterThan(100);
    const logged = await one<{ orders: number; generated: number; approved: number; paid: number; scanned: number }>(sql`
      select count(*) filter (where action = 'Created order')::int as orders,
             count(*) filter (where action = 'Generated invoice')::int as generated,
             count(*) filter (where action = 'Approved invoice')::int as approved,
             count(*) filter (where action = 'Paid invoice')::int as paid,
             coalesce(sum((detail->>'count')::int) filter (where action = 'Scanned packages'), 0)::int as scanned
        from activity_logs`);
    expect(logged).toEqual(expected);
  });

  it('reads on the Activity Logs as sentences, newest first, with their links', async () => {
    const newest = await one<{ day: string }>(sql`select to_char(max(created_at) at time zone 'America/Nassau', 'YYYY-MM-DD') as day from activity_logs`);
    const page = await read('2000-01-01', newest.day);
    expect(page.meta.total).toBe((await logRows()).n);
    const times = page.data.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of page.data) {
      expect(row.activity).toMatch(/^(created order #\d+|generated invoice #\d+|approved invoice #\d+|marked invoice #\d+ paid|scanned \d+ packages? at .+)$/);
      const order = /^created order #(\d+)$/.exec(row.activity);
      const invoice = /invoice #(\d+)/.exec(row.activity);
      expect(row.link).toBe(order ? `/orders/${order[1]}` : invoice ? `/invoices/${invoice[1]}` : null);
    }
  });

  it('is added only once', async () => {
    const before = await logRows();
    await seedDemoActivity(demo.app.deps.database.db);
    expect(await logRows()).toEqual(before);
  });
});
