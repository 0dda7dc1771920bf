import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldReportPageSize } from '../../../src/domain/old-orders';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { barcodeOf, daysAgo } from '../../helpers/server/orders-factory';
import { at, createOldOrdersContext, justOver, justUnder, packageDays, type OldOrdersContext } from './old-orders-context';

// Finance spec §2 and §3, old packages report: an order shows when a package of it has stood at a
// pickup counter (Madeira 20, Harbor Bay 21) for the setting's 30 days or more (30 × 24 hours),
// one row per order, the order whose old package got there first on top.

let ctx: OldOrdersContext;
beforeAll(async () => {
  ctx = await createOldOrdersContext();
});
afterAll(async () => ctx.app.close());

describe('GET /api/packages/old: which packages are old', () => {
  it('counts a package at either counter from 30 × 24 hours on, and nothing short of that, elsewhere or deleted', async () => {
    const olive = await ctx.client();
    const madeira = await ctx.order(olive.id, { checkpoint: at.madeira, checkpointAt: justOver(packageDays) });
    const harborBay = await ctx.order(olive.id, { checkpoint: at.harborBay, checkpointAt: daysAgo(45) });
    await ctx.order(olive.id, { checkpoint: at.madeira, checkpointAt: justUnder(packageDays) });
    await ctx.order(olive.id, { checkpoint: at.arrived, checkpointAt: daysAgo(200) });
    await ctx.order(olive.id, { checkpoint: at.outForDelivery, checkpointAt: daysAgo(200) });
    await ctx.order(olive.id, { checkpoint: at.delivered, checkpointAt: daysAgo(200) });
    await ctx.order(olive.id, { checkpoint: null, createdAt: daysAgo(200) });
    await ctx.order(olive.id, { checkpoint: at.harborBay, checkpointAt: daysAgo(90), deleted: true });

    // Oldest waiting first: Harbor Bay's 45 days before Madeira's 30.
    expect(await ctx.idsOf('/packages/old', olive.name)).toEqual([harborBay.order.id, madeira.order.id]);
  });

  it("shows the order's client, its old packages only, when the first of them got there and at which counter", async () => {
    const olive = await ctx.client();
    const first = daysAgo(52);
    const { order } = await ctx.order(olive.id, {
      createdAt: daysAgo(70),
      packages: [
        { checkpoint: at.harborBay, checkpointAt: daysAgo(40) },
        { checkpoint: at.madeira, checkpointAt: first },
        { checkpoint: at.madeira, checkpointAt: daysAgo(3) },
        { checkpoint: at.delivered, checkpointAt: daysAgo(60) },
      ],
    });
    const page = await ctx.read('/packages/old', { search: olive.name });
    expect(page).toEqual({
      data: [
        {
          id: order.id,
          client: olive.name,
          client_id: olive.id,
          // Two of its four packages have waited 30 days: the third got there 3 days ago, the fourth is delivered.
          package_count: 2,
          hasInvoice: false,
          invoiceCreated: null,
          invoice_id: null,
          invoicePaid: false,
          created_at: order.createdAt.toISOString(),
          since: first.toISOString(),
          location: 'Ready for pickup at Madeira',
        },
      ],
      meta: { current_page: 1, last_page: 1, total: 1 },
    });
  });

  it("shows the order's invoice and when it was made", async () => {
    const olive = await ctx.client();
    const { order } = await ctx.order(olive.id, { checkpoint: at.harborBay, checkpointAt: daysAgo(31) });
    const invoice = await insertInvoice(ctx.app, { orderId: order.id, userId: olive.id, createdBy: ctx.admin.id, status: 'unpaid' });
    const [row] = (await ctx.read('/packages/old', { search: String(order.id) })).data;
    const stored = await ctx.invoiceRow(invoice.id);
    expect(row).toMatchObject({ hasInvoice: true, invoice_id: invoice.id, invoiceCreated: stored.createdAt.toISOString(), invoicePaid: false, location: 'Ready for pickup at Harbor Bay' });
  });

  it('keeps an order whose invoice is paid, saying so, since its goods still wait at the counter', async () => {
    const { order, invoice } = await ctx.approvedInvoice('cash');
    expect((await ctx.pay(invoice.id, 'cash')).statusCode).toBe(200);
    await ctx.placeAt(order.packages[0]!.id, at.madeira, daysAgo(35));
    const [row] = (await ctx.read('/packages/old', { search: String(order.id) })).data;
    expect(row).toMatchObject({ id: order.id, hasInvoice: true, invoicePaid: true });
  });
});

describe('GET /api/packages/old: search and pages', () => {
  it("finds an order by its id, by a package's barcode and by part of the client's name, ignoring case", async () => {
    const olive = await ctx.client(`Barnacle${process.pid}`);
    const { order, packages } = await ctx.order(olive.id, { packages: [{ checkpoint: at.madeira, checkpointAt: daysAgo(33) }, { checkpoint: at.miami, checkpointAt: daysAgo(1) }] });
    const other = await ctx.order((await ctx.client()).id, { checkpoint: at.madeira, checkpointAt: daysAgo(34) });

    expect(await ctx.idsOf('/packages/old', String(order.id))).toEqual([order.id]);
    // The barcode of the package still on its way finds its order all the same.
    expect(await ctx.idsOf('/packages/old', barcodeOf(packages[1]!.id))).toEqual([order.id]);
    expect(await ctx.idsOf('/packages/old', `barnacle${process.pid}`)).toEqual([order.id]);
    expect(await ctx.idsOf('/packages/old', String(other.order.id))).toEqual([other.order.id]);
    expect(await ctx.read('/packages/old', { search: 'Nobody Hasthisname' })).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
    expect(await ctx.idsOf('/packages/old', '999999')).toEqual([]);
  });

  it(`pages ${oldReportPageSize} orders at a time, oldest waiting first, with the total of all of them`, async () => {
    const olive = await ctx.client();
    // 52 orders, the i-th waiting 40 + i days: the last made has waited longest.
    const made = [];
    for (let i = 0; i < oldReportPageSize + 2; i++) made.push((await ctx.order(olive.id, { checkpoint: at.harborBay, checkpointAt: daysAgo(40 + i) })).order.id);
    const oldestFirst = made.reverse();

    const first = await ctx.read('/packages/old', { search: olive.name });
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 52 });
    expect(first.data.map((row) => row.id)).toEqual(oldestFirst.slice(0, 50));
    const second = await ctx.read('/packages/old', { search: olive.name, page: 2 });
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 52 });
    expect(second.data.map((row) => row.id)).toEqual(oldestFirst.slice(50));
    // Past the end: no rows, and the same total.
    expect(await ctx.read('/packages/old', { search: olive.name, page: 3 })).toEqual({ data: [], meta: { current_page: 3, last_page: 2, total: 52 } });
  });

  it('refuses a page that is not a whole number from 1, and a search past 100 characters, with 400 on that field', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const response = await ctx.send('GET', `/api/packages/old?${query}`, ctx.admin.headers);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
  });
});

describe('GET /api/packages/old.csv', () => {
  it('has a header and a line for every order of the search, not only the first page', async () => {
    const olive = await ctx.client(`Csv${process.pid}`);
    const first = await ctx.order(olive.id, { createdAt: new Date('2026-03-01T15:00:00Z'), checkpoint: at.madeira, checkpointAt: new Date('2026-04-02T03:30:00Z') });
    for (let i = 0; i < oldReportPageSize; i++) await ctx.order(olive.id, { checkpoint: at.harborBay, checkpointAt: daysAgo(40) });
    const response = await ctx.csv('/packages/old', olive.name);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="old-packages.csv"');
    const lines = response.body.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(1 + 51);
    expect(lines[0]).toBe('Order,Client,Client ID,Packages,Invoice,Invoice created,Invoice paid,Created on,Waiting since,Where');
    // Days are Nassau's: 03:30 UTC on April 2 is still April 1 there.
    expect(lines[1]).toBe(`${first.order.id},Olive Csv${process.pid},${olive.id},1,,,,2026-03-01,2026-04-01,Ready for pickup at Madeira`);
  });
});
