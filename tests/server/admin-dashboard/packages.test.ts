import { beforeAll, describe, expect, it } from 'vitest';
import { zDashboardPackages } from '../../../src/domain/admin-dashboard';
import { zAlertStats } from '../../../src/domain/alerts';
import { checkpoints } from '../../../src/server/db/schema';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser } from '../../helpers/server/factories';
import { createOrder, daysAgo } from '../../helpers/server/orders-factory';
import { readDashboard } from './dashboard-context';

// This file's database holds only the packages built here, so every count is known exactly.
const ctx = useAppWithAdmin();
const read = () => readDashboard(ctx, 'packages', zDashboardPackages);
let customer: number;
beforeAll(async () => {
  customer = (await createUser(ctx.app, { type: 'personal' })).id;
});

describe('GET /api/dashboard/packages', () => {
  it('lists every checkpoint but Delivered by name, each with no packages on an empty database', async () => {
    const seeded = (await ctx.db.select({ id: checkpoints.id, name: checkpoints.name }).from(checkpoints)).filter((row) => row.id !== 23);
    const answer = await read();
    expect(answer.checkpoints.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id - b.id)).toEqual(seeded.sort((a, b) => a.id - b.id));
    expect(answer.checkpoints.every((row) => row.count === 0)).toBe(true);
    expect(answer.alerts).toEqual({ on_the_way_2_days: 0, next_day_in_miami_2_days: 0, others_in_miami_4_days: 0 });
  });

  it('counts the packages of live orders where they are now, and the banner\'s waits exactly as the banner does', async () => {
    // Miami (12): a next-day order of two packages 3 days there, a standard one 5 days, one just in.
    await createOrder(ctx.app, { customer, method: 'next-day', checkpoint: 12, checkpointAt: daysAgo(3), packages: [{}, {}] });
    await createOrder(ctx.app, { customer, method: 'standard', checkpoint: 12, checkpointAt: daysAgo(5) });
    await createOrder(ctx.app, { customer, method: 'standard', checkpoint: 12 });
    // On the way (17): one for 3 days, one for 1 day.
    await createOrder(ctx.app, { customer, checkpoint: 17, checkpointAt: daysAgo(3) });
    await createOrder(ctx.app, { customer, checkpoint: 17, checkpointAt: daysAgo(1) });
    // Harbor Bay counter (21): one order with one package there and one delivered.
    await createOrder(ctx.app, { customer, packages: [{ checkpoint: 21 }, { checkpoint: 23 }] });
    // Not counted anywhere: a deleted order's package at 12 for a week, a package never scanned.
    await createOrder(ctx.app, { customer, method: 'next-day', checkpoint: 12, checkpointAt: daysAgo(7), deleted: true });
    await createOrder(ctx.app, { customer, checkpoint: null });

    const answer = await read();
    const at = Object.fromEntries(answer.checkpoints.map((row) => [row.id, row.count]));
    expect(at).toMatchObject({ 12: 4, 17: 2, 21: 1 });
    expect(answer.checkpoints.reduce((sum, row) => sum + row.count, 0)).toBe(7);
    expect(answer.checkpoints.some((row) => row.id === 23)).toBe(false);
    // 17 > 2 days: one; next-day at 12 > 2 days: the two; others at 12 > 4 days: the standard one.
    expect(answer.alerts).toEqual({ on_the_way_2_days: 1, next_day_in_miami_2_days: 2, others_in_miami_4_days: 1 });
    const banner = await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers: ctx.admin.headers });
    const { outstanding_deliveries: _, ...bannerCounts } = zAlertStats.parse(banner.json());
    expect(answer.alerts).toEqual(bannerCounts);
  });
});
