import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logsCountCap, logsPageSize } from '../../src/domain/logs';
import { newestFirst, seedActivity, type SeededActivity } from '../helpers/server/activity-rows';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { logsClient } from '../helpers/server/logs';

const ctx = useAppWithAdmin({ busy: { type: 'worker' }, quiet: { type: 'worker-v2' } });
const { page } = logsClient(() => ctx.app);

// 2025-06-15 in Nassau (EDT, UTC-4) runs from 04:00Z to 04:00Z the next day.
const day = '2025-06-15';
let busyDay: SeededActivity[];
let quietDay: SeededActivity[];
let busyNextDay: SeededActivity[];
beforeAll(async () => {
  busyDay = await seedActivity(ctx.app, ctx.busy.id, '2025-06-15T04:00:00Z', 120, 11); // 00:00 to 21:49 in Nassau
  quietDay = await seedActivity(ctx.app, ctx.quiet.id, '2025-06-15T12:00:00Z', 7);
  busyNextDay = await seedActivity(ctx.app, ctx.busy.id, '2025-06-16T04:00:00Z', 5);
});

describe('POST /api/logs: pages', () => {
  it(`pages one worker's day ${logsPageSize} rows at a time, newest first, with the count of the period`, async () => {
    const expected = newestFirst(busyDay).map((row) => row.id);
    const lastPage = Math.ceil(expected.length / logsPageSize);
    expect(lastPage).toBe(3);
    const seen: number[] = [];
    for (let n = 1; n <= lastPage; n++) {
      const answer = await page(ctx.admin, { fromDate: day, toDate: day, workerId: ctx.busy.id, page: n });
      expect(answer.meta).toEqual({ current_page: n, last_page: lastPage, total: expected.length, total_capped: false });
      seen.push(...answer.data.map((row) => row.id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers page 1 without a page, and an empty page past the last with the same count', async () => {
    const first = await page(ctx.admin, { fromDate: day, toDate: day, workerId: ctx.busy.id });
    expect(first.meta.current_page).toBe(1);
    expect(first.data.map((row) => row.id)).toEqual(newestFirst(busyDay).slice(0, logsPageSize).map((row) => row.id));
    expect(await page(ctx.admin, { fromDate: day, toDate: day, workerId: ctx.busy.id, page: 4 })).toEqual({ data: [], meta: { current_page: 4, last_page: 3, total: busyDay.length, total_capped: false } });
  });

  it('counts every worker of the period without a worker, and both days of a two-day period', async () => {
    expect((await page(ctx.admin, { fromDate: day, toDate: day })).meta.total).toBe(busyDay.length + quietDay.length);
    const both = await page(ctx.admin, { fromDate: day, toDate: '2025-06-16', workerId: ctx.busy.id });
    expect(both.meta.total).toBe(busyDay.length + busyNextDay.length);
    expect(both.data.slice(0, 5).map((row) => row.id)).toEqual(newestFirst(busyNextDay).map((row) => row.id));
  });

  it("reads the seeded rows' sentences and links", async () => {
    const [newest] = (await page(ctx.admin, { fromDate: day, toDate: day, workerId: ctx.quiet.id })).data;
    const row = newestFirst(quietDay)[0]!;
    expect(newest).toEqual({ id: row.id, user: { id: ctx.quiet.id, full_name: expect.any(String) }, activity: `created order #${row.entityId}`, link: `/orders/${row.entityId}`, created_at: row.createdAt.toISOString() });
  });

  it(`stops counting past ${logsCountCap.toLocaleString('en-US')} rows, and still pages from the newest`, async () => {
    // One row a second from 12:00:00Z on 2020-03-02 (07:00 in Nassau): the cap and one more.
    await ctx.db.execute(sql`insert into activity_logs (user_id, action, entity, created_at)
      select ${ctx.quiet.id}, 'Probe', 'test', timestamptz '2020-03-02 12:00:00Z' + n * interval '1 second' from generate_series(0, ${logsCountCap}) n`);
    const second = await page(ctx.admin, { fromDate: '2020-03-02', toDate: '2020-03-03', page: 2 });
    expect(second.meta).toEqual({ current_page: 2, last_page: logsCountCap / logsPageSize, total: logsCountCap, total_capped: true });
    // Page 2 starts 50 rows below the newest, which is n = cap.
    const newestOnPage2 = Date.parse('2020-03-02T12:00:00Z') + (logsCountCap - logsPageSize) * 1000;
    expect(second.data.map((row) => Date.parse(row.created_at))).toEqual(Array.from({ length: logsPageSize }, (_, i) => newestOnPage2 - i * 1000));
  });
});
