import { beforeAll, describe, expect, it } from 'vitest';
import { packageAlertFilters, zAlertStats } from '../../src/domain/alerts';
import { checkpointIds } from '../../src/domain/constants';
import { zPackagesPage } from '../../src/domain/packages';
import type { ShippingMethod } from '../../src/domain/shipping-methods';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn } from '../helpers/server/factories';
import { createOrder, daysAgo } from '../helpers/server/orders-factory';

// This file's database holds only the packages built here, so every count is known exactly.
const ctx = useAppWithAdmin();
let customerId: number;
beforeAll(async () => {
  customerId = (await createUser(ctx.app, { type: 'personal' })).id;
});

type Headers = Record<string, string>;
const stats = async (headers: Headers = ctx.admin.headers) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers });
  expect(response.statusCode, response.body).toBe(200);
  return zAlertStats.parse(response.json());
};

const { onTheWay, receivedMiami } = checkpointIds;
const stuck = async (method: ShippingMethod, checkpoint: number | null, days: number, minutes = 0, deleted = false) =>
  (await createOrder(ctx.app, { customer: customerId, method, checkpoint, checkpointAt: daysAgo(days, minutes), deleted })).packages[0]!.id;

describe('GET /api/alerts/stats', () => {
  it('counts nothing on an empty database, and outstanding deliveries stay 0 until deliveries exist', async () => {
    expect(await stats()).toEqual({ outstanding_deliveries: 0, on_the_way_2_days: 0, next_day_in_miami_2_days: 0, others_in_miami_4_days: 0 });
  });

  it('counts hand-built packages by checkpoint, method and days waited, leaving out deleted orders', async () => {
    const counted = {
      on_the_way_2_days: [await stuck('standard', onTheWay, 2, 5), await stuck('next-day', onTheWay, 9)],
      next_day_in_miami_2_days: [await stuck('next-day', receivedMiami, 2, 5)],
      others_in_miami_4_days: [await stuck('standard', receivedMiami, 4, 5), await stuck('consolidation', receivedMiami, 6), await stuck('code-red', receivedMiami, 30)],
    };
    // Just under each threshold, at other checkpoints, never scanned, or deleted: none of these count.
    await stuck('standard', onTheWay, 2, -5);
    await stuck('next-day', receivedMiami, 2, -5);
    await stuck('standard', receivedMiami, 4, -5);
    await stuck('standard', receivedMiami, 3);
    await stuck('next-day', checkpointIds.receivedMiami + 1, 10);
    await stuck('standard', null, 10);
    await stuck('standard', onTheWay, 5, 0, true);
    await stuck('next-day', receivedMiami, 5, 0, true);
    await stuck('standard', receivedMiami, 9, 0, true);

    expect(await stats()).toEqual({
      outstanding_deliveries: 0,
      on_the_way_2_days: counted.on_the_way_2_days.length,
      next_day_in_miami_2_days: counted.next_day_in_miami_2_days.length,
      others_in_miami_4_days: counted.others_in_miami_4_days.length,
    });

    // The banner links open the packages list with the same filters: it shows exactly the counted packages.
    for (const [key, filter] of Object.entries(packageAlertFilters)) {
      const query = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]));
      const response = await ctx.app.inject({ method: 'GET', url: `/api/packages/paginated?${query}`, headers: ctx.admin.headers });
      const ids = zPackagesPage.parse(response.json()).data.map((row) => row.id);
      expect(ids.sort((a, b) => a - b), key).toEqual(counted[key as keyof typeof counted].sort((a, b) => a - b));
    }
  });

  it('counts every package of an order on its own', async () => {
    const before = await stats();
    await createOrder(ctx.app, { customer: customerId, method: 'next-day', checkpoint: receivedMiami, checkpointAt: daysAgo(3), packages: [{}, {}, {}] });
    expect((await stats()).next_day_in_miami_2_days).toBe(before.next_day_in_miami_2_days + 3);
  });

  it('is for every staff type; customers get 403, strangers and retired staff 401', async () => {
    for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const) {
      await stats((await signedIn(ctx.app, { type })).headers);
    }
    for (const type of ['personal', 'business'] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers: (await signedIn(ctx.app, { type })).headers });
      expect(response.statusCode, type).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats' })).statusCode).toBe(401);
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers: retired.headers })).statusCode).toBe(401);
  });
});
