import { asc, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateVersions } from '../../../src/server/db/schema';
import { seedReference } from '../../../src/server/db/seed/seed-reference';
import { businessToday } from '../../../src/server/time';
import { daysAgo } from '../../helpers/server/orders-factory';
import { at, createOldOrdersContext, type OldOrdersContext } from './old-orders-context';

// How many days make a package or an order old are the admin's, as rate rows with dates: the
// reports read today's, and a database made before these settings existed gains the defaults.

const settingKeys = ['reports.old_package_days', 'reports.old_order_days'];

let ctx: OldOrdersContext;
beforeAll(async () => {
  ctx = await createOldOrdersContext();
});
afterAll(async () => ctx.app.close());

const setToday = async (key: string, value: number) => {
  const response = await ctx.mutate('POST', '/api/rates', ctx.admin.headers, { key, value, effective_from: businessToday() });
  expect(response.statusCode, response.body).toBe(201);
};

describe('the report settings', () => {
  it('are 30 days for a package and 60 for an order by default, among the rates', async () => {
    const response = await ctx.send('GET', '/api/rates', ctx.admin.headers);
    const rows = (response.json() as { data: { key: string; value: number; effective_from: string }[] }).data.filter((row) => settingKeys.includes(row.key));
    expect(rows.map(({ key, value, effective_from }) => ({ key, value, effective_from }))).toEqual([
      { key: 'reports.old_order_days', value: 60, effective_from: '2015-01-01' },
      { key: 'reports.old_package_days', value: 30, effective_from: '2015-01-01' },
    ]);
  });

  it("are read from today's rates: a version from today on changes both reports at once", async () => {
    const olive = await ctx.client();
    const { order: waiting } = await ctx.order(olive.id, { createdAt: daysAgo(20), checkpoint: at.madeira, checkpointAt: daysAgo(12) });
    expect(await ctx.idsOf('/packages/old', olive.name)).toEqual([]);
    expect(await ctx.idsOf('/orders/old', olive.name)).toEqual([]);

    await setToday('reports.old_package_days', 10);
    await setToday('reports.old_order_days', 14);
    expect(await ctx.idsOf('/packages/old', olive.name)).toEqual([waiting.id]);
    expect(await ctx.idsOf('/orders/old', olive.name)).toEqual([waiting.id]);
  });

  it('are added with their defaults to a database that has none, leaving every other rate as it was', async () => {
    await ctx.db.delete(rateVersions).where(inArray(rateVersions.key, settingKeys));
    const others = () => ctx.db.select().from(rateVersions).where(notInArray(rateVersions.key, settingKeys)).orderBy(asc(rateVersions.id));
    const before = await others();

    await seedReference(ctx.db);
    const added = await ctx.db.select().from(rateVersions).where(inArray(rateVersions.key, settingKeys)).orderBy(asc(rateVersions.key));
    expect(added.map((row) => [row.key, row.value, row.effectiveFrom])).toEqual([
      ['reports.old_order_days', 60, '2015-01-01'],
      ['reports.old_package_days', 30, '2015-01-01'],
    ]);
    expect(await others()).toEqual(before);
  });
});
