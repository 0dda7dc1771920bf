import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldOrderMessages, zApprovedForSale } from '../../../src/domain/old-orders';
import { activityLogs, orders } from '../../../src/server/db/schema';
import { expectReplayed, itRefusesAllButAdmins, nonAdmins, rowStays, withIdempotencyKey } from '../../helpers/server/access-cases';
import { signedIn } from '../../helpers/server/factories';
import { daysAgo } from '../../helpers/server/orders-factory';
import { at, createOldOrdersContext, reports, type OldOrdersContext } from './old-orders-context';

// Finance spec §4 and §7: an admin approves an order for sale from the old packages or old
// orders report (POST /orders/{id}/approve-for-sale), and it leaves both reports.

let ctx: OldOrdersContext;
beforeAll(async () => {
  ctx = await createOldOrdersContext();
});
afterAll(async () => ctx.app.close());

/** An order on both reports: recorded 90 days ago, its package at the Madeira counter for 40. */
const oldOnBoth = async () => {
  const olive = await ctx.client();
  const { order } = await ctx.order(olive.id, { createdAt: daysAgo(90), checkpoint: at.madeira, checkpointAt: daysAgo(40) });
  return { olive, order };
};

const activityCount = async () => (await ctx.db.select({ n: count() }).from(activityLogs))[0]!.n;

describe('POST /api/orders/{id}/approve-for-sale', () => {
  it('lists the order for sale, by whom and when, logs it, and takes it off both reports', async () => {
    const { olive, order } = await oldOnBoth();
    for (const report of reports) expect(await ctx.idsOf(report, olive.name), report).toEqual([order.id]);

    const before = Date.now();
    const response = await ctx.approve(order.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = zApprovedForSale.parse(response.json());
    const row = await ctx.orderRow(order.id);
    expect(answer).toEqual({ id: order.id, for_sale_at: row.forSaleAt!.toISOString() });
    expect(row.forSaleAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(row.forSaleBy).toBe(ctx.admin.id);
    expect((await ctx.logsOf('order', order.id)).map((log) => [log.action, log.userId])).toEqual([['Approved order for sale', ctx.admin.id]]);

    for (const report of reports) {
      expect(await ctx.idsOf(report, olive.name), report).toEqual([]);
      expect((await ctx.csv(report, olive.name)).body.split('\r\n').slice(0, -1), report).toHaveLength(1);
    }
  });

  it('answers an order approved already with its first approval and changes nothing', async () => {
    const { order } = await oldOnBoth();
    const first = zApprovedForSale.parse((await ctx.approve(order.id)).json());
    const stored = await ctx.orderRow(order.id);
    const again = await ctx.approve(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await ctx.orderRow(order.id)).toEqual(stored);
  });

  it('refuses an order whose invoice is paid with 409, and leaves it on the reports', async () => {
    const { order, invoice } = await ctx.approvedInvoice('cash');
    expect((await ctx.pay(invoice.id, 'cash')).statusCode).toBe(200);
    await ctx.db.update(orders).set({ createdAt: daysAgo(90) }).where(eq(orders.id, order.id));
    await ctx.placeAt(order.packages[0]!.id, at.harborBay, daysAgo(45));
    const stored = await ctx.orderRow(order.id);

    const response = await ctx.approve(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: oldOrderMessages.paid } });
    expect(await ctx.orderRow(order.id)).toEqual(stored);
    for (const report of reports) expect(await ctx.idsOf(report, String(order.id)), report).toEqual([order.id]);
  });

  it('answers a missing or deleted order with 404, and a malformed id with 400, changing nothing', async () => {
    const olive = await ctx.client();
    const { order: deleted } = await ctx.order(olive.id, { createdAt: daysAgo(90), checkpoint: null, deleted: true });
    const stored = await ctx.orderRow(deleted.id);
    const activity = await activityCount();
    for (const id of [deleted.id, 999_999, 0]) {
      const response = await ctx.approve(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    for (const id of ['abc', '1.5', '-3']) {
      const response = await ctx.approve(id);
      expect(response.statusCode, id).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['id']);
    }
    expect(await ctx.orderRow(deleted.id)).toEqual(stored);
    expect(await activityCount()).toBe(activity);
  });

  it('answers a retry under the same Idempotency-Key with the stored answer, approving once', async () => {
    const { order } = await oldOnBoth();
    const headers = withIdempotencyKey(ctx.admin.headers);
    const first = await ctx.send('POST', `/api/orders/${order.id}/approve-for-sale`, headers);
    const replay = await ctx.send('POST', `/api/orders/${order.id}/approve-for-sale`, headers);
    expectReplayed(first, replay, 200);
    expect(await ctx.logsOf('order', order.id)).toHaveLength(1);
  });

  describe('who may approve', () => {
    itRefusesAllButAdmins(
      () => ctx.app,
      'the order stays off sale',
      async () => {
        const { order } = await oldOnBoth();
        const stays = await rowStays(async () => ctx.orderRow(order.id), ctx.orderRow);
        const activity = await activityCount();
        return {
          send: (headers) => ctx.send('POST', `/api/orders/${stays.id}/approve-for-sale`, { ...headers, 'idempotency-key': `refused-${Math.random()}` }),
          changedNothing: async () => {
            await stays.check();
            expect(await activityCount()).toBe(activity);
          },
        };
      },
    );
  });
});

describe('who may read the reports', () => {
  const urls = ['/api/packages/old', '/api/packages/old.csv', '/api/orders/old', '/api/orders/old.csv'];

  it.each(nonAdmins)('refuses a %s with 403 on both reports and their CSV', async (type) => {
    const caller = await signedIn(ctx.app, { type, special: type.startsWith('worker') });
    for (const url of urls) {
      const response = await ctx.send('GET', url, caller.headers);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses a caller without a token with 401', async () => {
    for (const url of urls) expect((await ctx.send('GET', url, {})).statusCode, url).toBe(401);
  });
});
