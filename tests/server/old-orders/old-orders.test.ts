import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zOrder } from '../../../src/domain/orders';
import { oldReportPageSize } from '../../../src/domain/old-orders';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { daysAgo } from '../../helpers/server/orders-factory';
import { at, createOldOrdersContext, justOver, justUnder, orderDays, type OldOrdersContext } from './old-orders-context';

// Finance spec §2 and §3, old orders report: a live order recorded the setting's 60 days ago or
// more (60 × 24 hours) with a package not yet released (anywhere but Out for delivery 22 or
// Delivered 23, or never scanned): goods still in the forwarder's hands. Oldest first.

let ctx: OldOrdersContext;
beforeAll(async () => {
  ctx = await createOldOrdersContext();
});
afterAll(async () => ctx.app.close());

describe('GET /api/orders/old: which orders are old', () => {
  it('counts an order from 60 × 24 hours on while a package of it is not released, and no other', async () => {
    const olive = await ctx.client();
    const justOld = await ctx.order(olive.id, { createdAt: justOver(orderDays), checkpoint: at.miami, checkpointAt: daysAgo(59) });
    await ctx.order(olive.id, { createdAt: justUnder(orderDays), checkpoint: at.miami, checkpointAt: daysAgo(59) });
    const neverScanned = await ctx.order(olive.id, { createdAt: daysAgo(300), checkpoint: null });
    const atCounter = await ctx.order(olive.id, { createdAt: daysAgo(100), checkpoint: at.harborBay, checkpointAt: daysAgo(2) });
    await ctx.order(olive.id, { createdAt: daysAgo(250), checkpoint: at.delivered, checkpointAt: daysAgo(240) });
    await ctx.order(olive.id, { createdAt: daysAgo(250), checkpoint: at.outForDelivery, checkpointAt: daysAgo(240) });
    await ctx.order(olive.id, { createdAt: daysAgo(400), checkpoint: at.miami, checkpointAt: daysAgo(399), deleted: true });
    // A checkpoint an admin added (numbered from 100) is not a release point either.
    const added = await ctx.mutate('POST', '/api/checkpoints', ctx.admin.headers, { name: 'Overflow shed', email: 'shed@example.test', address: '1 Bay Street', phone: '242-555-0100' });
    expect(added.statusCode, added.body).toBe(201);
    const inShed = await ctx.order(olive.id, { createdAt: daysAgo(200), checkpoint: (added.json() as { id: number }).id, checkpointAt: daysAgo(190) });
    const halfReleased = await ctx.order(olive.id, {
      createdAt: daysAgo(150),
      packages: [
        { checkpoint: at.delivered, checkpointAt: daysAgo(140) },
        { checkpoint: at.arrived, checkpointAt: daysAgo(120) },
      ],
    });

    expect(await ctx.idsOf('/orders/old', olive.name)).toEqual([neverScanned.order.id, inShed.order.id, halfReleased.order.id, atCounter.order.id, justOld.order.id]);
  });

  it('shows the client, all the order’s packages, its invoice, and where its goods have waited longest since when', async () => {
    const olive = await ctx.client();
    const stuck = daysAgo(80);
    const { order } = await ctx.order(olive.id, {
      createdAt: daysAgo(90),
      packages: [
        { checkpoint: at.delivered, checkpointAt: daysAgo(85) },
        { checkpoint: at.madeira, checkpointAt: daysAgo(30) },
        { checkpoint: at.arrived, checkpointAt: stuck },
      ],
    });
    const invoice = await insertInvoice(ctx.app, { orderId: order.id, userId: olive.id, createdBy: ctx.admin.id, status: 'approved' });
    const stored = await ctx.invoiceRow(invoice.id);
    expect(await ctx.read('/orders/old', { search: olive.name })).toEqual({
      data: [
        {
          id: order.id,
          client: olive.name,
          client_id: olive.id,
          package_count: 3,
          hasInvoice: true,
          invoiceCreated: stored.createdAt.toISOString(),
          invoice_id: invoice.id,
          invoicePaid: false,
          created_at: order.createdAt.toISOString(),
          since: stuck.toISOString(),
          location: 'Arrived in Nassau',
        },
      ],
      meta: { current_page: 1, last_page: 1, total: 1 },
    });
  });

  it('says nothing of where goods are that were never scanned', async () => {
    const olive = await ctx.client();
    const { order } = await ctx.order(olive.id, { createdAt: daysAgo(61), checkpoint: null });
    const [row] = (await ctx.read('/orders/old', { search: String(order.id) })).data;
    expect(row).toMatchObject({ id: order.id, package_count: 1, hasInvoice: false, since: null, location: null });
  });
});

describe('GET /api/orders/old beside GET /api/orders/{id}', () => {
  it('is the report, not an order named "old", and an order is still read by its id', async () => {
    const { order } = await ctx.order(ctx.customer.id, { createdAt: daysAgo(61), checkpoint: null });
    expect((await ctx.idsOf('/orders/old', String(order.id)))).toEqual([order.id]);
    const read = await ctx.send('GET', `/api/orders/${order.id}`, ctx.admin.headers);
    expect(read.statusCode).toBe(200);
    expect(zOrder.parse(read.json()).id).toBe(order.id);
    // The report's policy applies, not the order's: a worker may read orders but not the report,
    // and the customer gets 403 rather than a not-found order.
    expect((await ctx.send('GET', '/api/orders/old', ctx.worker.headers)).statusCode).toBe(403);
    expect((await ctx.send('GET', '/api/orders/old', ctx.customer.headers)).statusCode).toBe(403);
    expect((await ctx.send('GET', `/api/orders/${order.id}`, ctx.worker.headers)).statusCode).toBe(200);
  });
});

describe('GET /api/orders/old: search and pages', () => {
  it("finds an order by its id and by part of the client's name", async () => {
    const olive = await ctx.client(`Kelp${process.pid}`);
    const { order } = await ctx.order(olive.id, { createdAt: daysAgo(70), checkpoint: at.miami, checkpointAt: daysAgo(69) });
    expect(await ctx.idsOf('/orders/old', String(order.id))).toEqual([order.id]);
    expect(await ctx.idsOf('/orders/old', `KELP${process.pid}`)).toEqual([order.id]);
    expect((await ctx.read('/orders/old', { search: 'Nobody Hasthisname' })).meta.total).toBe(0);
  });

  it(`pages ${oldReportPageSize} orders at a time, oldest first, with the total of all of them`, async () => {
    const olive = await ctx.client();
    const made = [];
    for (let i = 0; i < oldReportPageSize + 1; i++) made.push((await ctx.order(olive.id, { createdAt: daysAgo(61 + i), checkpoint: at.miami, checkpointAt: daysAgo(60) })).order.id);
    const oldestFirst = made.reverse();
    const first = await ctx.read('/orders/old', { search: olive.name });
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 51 });
    expect(first.data.map((row) => row.id)).toEqual(oldestFirst.slice(0, 50));
    const second = await ctx.read('/orders/old', { search: olive.name, page: 2 });
    expect(second.data.map((row) => row.id)).toEqual(oldestFirst.slice(50));
  });
});

describe('GET /api/orders/old.csv', () => {
  it('has a header and a line for every order of the search', async () => {
    const olive = await ctx.client();
    const { order } = await ctx.order(olive.id, { createdAt: new Date('2026-01-15T04:00:00Z'), checkpoint: null });
    await ctx.order(olive.id, { createdAt: daysAgo(65), checkpoint: at.madeira, checkpointAt: daysAgo(1) });
    const response = await ctx.csv('/orders/old', olive.name);
    expect(response.headers['content-disposition']).toBe('attachment; filename="old-orders.csv"');
    const lines = response.body.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(3);
    // 04:00 UTC on January 15 is 11 pm on the 14th in Nassau.
    expect(lines[1]).toBe(`${order.id},${olive.name},${olive.id},1,,,,2026-01-14,,`);
    expect(lines[2]).toMatch(/,Ready for pickup at Madeira$/);
  });
});
