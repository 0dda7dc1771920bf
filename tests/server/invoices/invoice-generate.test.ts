import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, zGeneratedInvoice } from '../../../src/domain/invoices';
import { invoices, orders } from '../../../src/server/db/schema';
import { businessToday } from '../../../src/server/time';
import { createOrder as insertOrder } from '../../helpers/server/orders-factory';
import { createInvoicesContext, type InvoicesContext } from './invoice-context';

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

const invoiceCount = async () => (await ctx.db.select({ n: count() }).from(invoices))[0]!.n;
const setCreatedAt = (orderId: number, at: string) => ctx.db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, orderId));

describe('POST /api/invoices?orderID=', () => {
  it('answers 201 with the id and the number (Nassau year and a running number), under the caller’s name', async () => {
    const order = await ctx.createOrder();
    const response = await ctx.generate(order.id, ctx.worker.headers, `&workerID=${ctx.worker.id}`);
    expect(response.statusCode, response.body).toBe(201);
    const created = zGeneratedInvoice.parse(response.json());
    expect(created.pseudo_id).toMatch(new RegExp(`^${businessToday().slice(2, 4)}-\\d{6}$`));
    expect(await ctx.invoiceRow(created.id)).toMatchObject({ orderId: order.id, userId: ctx.customer.id, createdBy: ctx.worker.id, kind: 'generated', status: 'unpaid', type: null });
    expect(await ctx.logsOf('invoice', created.id)).toEqual([expect.objectContaining({ action: 'Generated invoice', userId: ctx.worker.id })]);
    const next = await ctx.invoicedOrder();
    expect(Number(next.invoice.pseudo_id.slice(3))).toBeGreaterThan(Number(created.pseudo_id.slice(3)));
  });

  it('keeps every digit once the running number passes 999,999, so numbers never repeat', async () => {
    await ctx.db.execute(sql`select setval('invoice_number_seq', 1234566)`);
    const response = await ctx.generate((await ctx.createOrder()).id, ctx.worker.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(zGeneratedInvoice.parse(response.json()).pseudo_id).toBe(`${businessToday().slice(2, 4)}-1234567`);
  });

  it("refuses a workerID that is not the caller's with 403, and records nothing", async () => {
    const order = await ctx.createOrder();
    const before = await invoiceCount();
    const response = await ctx.generate(order.id, ctx.worker.headers, `&workerID=${ctx.admin.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(invoiceMessages.ownNameOnly);
    expect(await invoiceCount()).toBe(before);
  });

  it('answers 404 for an order that does not exist or was deleted, and 400 for an orderID that is not an id', async () => {
    const deleted = await ctx.createOrder();
    expect((await ctx.mutate('DELETE', `/api/orders/${deleted.id}`, ctx.special.headers)).statusCode).toBe(200);
    const before = await invoiceCount();
    for (const id of [deleted.id, 999_999]) expect((await ctx.generate(id)).statusCode).toBe(404);
    for (const query of ['', '?orderID=abc', '?orderID=0x10', '?orderID=0']) {
      const response = await ctx.mutate('POST', `/api/invoices${query}`, ctx.worker.headers);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['orderID']);
    }
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses an order that already has an invoice with 409, and leaves that invoice as it was', async () => {
    const { order, invoice } = await ctx.invoicedOrder();
    const before = await ctx.snapshot(invoice.id);
    const response = await ctx.generate(order.id, ctx.special.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(invoiceMessages.alreadyInvoiced);
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
  });

  it('gives two generates of one order at the same time one invoice and one 409', async () => {
    const order = await ctx.createOrder();
    const answers = await Promise.all([ctx.generate(order.id), ctx.generate(order.id, ctx.admin.headers)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, order.id)))[0]!.n).toBe(1);
  });

  it("prices at the rates of the order's Nassau business day: 7.5% VAT and no documentation fee on 2018-05-09", async () => {
    const order = await ctx.createOrder();
    // 03:00 UTC on 10 May 2018 is still 9 May, 23:00, in Nassau (UTC-4).
    await setCreatedAt(order.id, '2018-05-10T03:00:00Z');
    const { id } = await ctx.generated(order.id);
    // tests/domain/pricing/invoice.test.ts: freight VAT 1.875 → 1.88, customs VAT 10.87, value $85.14
    expect(await ctx.getInvoice(id)).toMatchObject({
      rates_date: '2018-05-09',
      newInvoice: false,
      documentation_fee: 0,
      freightVat: 1.88,
      customsVat: 10.87,
      vat_total: 12.75,
      reimbursementTotal: 55.86,
      regTotal: 29.28,
      value: 85.14,
    });
  });

  it('refuses an order dated before the first rates with 409', async () => {
    const order = await ctx.createOrder();
    await setCreatedAt(order.id, '2014-12-31T17:00:00Z');
    const before = await invoiceCount();
    const response = await ctx.generate(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(invoiceMessages.noRates);
    expect(await invoiceCount()).toBe(before);
  });

  it('charges storage by whole Nassau days at the pickup counters only, after the 7 free days', async () => {
    const small = { weight: 2, size: [10, 10, 10] as [number, number, number], items: [{ price: 20, quantity: 1, category: 'clothing' as const }] };
    const order = await ctx.createOrder([small, small, small, small]);
    const [atHarborBay, yesterday, onTheWay, justArrived] = order.packages.map((p) => p.id) as [number, number, number, number];
    const middayDaysAgo = (days: number) => new Date(Date.parse(`${businessToday()}T17:00:00Z`) - days * 86_400_000);
    await ctx.placeAt(atHarborBay, 21, middayDaysAgo(9));
    // 03:30 UTC today is late yesterday evening in Nassau: one day, however few hours ago.
    await ctx.placeAt(yesterday, 20, new Date(`${businessToday()}T03:30:00Z`));
    await ctx.placeAt(onTheWay, 17, middayDaysAgo(30));
    await ctx.placeAt(justArrived, 20, new Date());
    const { id } = await ctx.generated(order.id);
    const invoice = await ctx.getInvoice(id);
    expect(invoice.packages.map((p) => [p.storage_days, p.storage])).toEqual([
      [9, 2],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(invoice).toMatchObject({ storageFees: 2 });
    expect((await ctx.packageRows(id)).map((row) => [row.storageDays, row.storageCents])).toEqual([
      [9, 200],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('refuses an order without packages, and one whose amounts no invoice can hold, with 409', async () => {
    const { order: empty } = await insertOrder(ctx.app, { customer: ctx.customer.id, packages: [] });
    const noPackages = await ctx.generate(empty.id);
    expect(noPackages.statusCode).toBe(409);
    expect(noPackages.json().error.message).toBe(invoiceMessages.noPackages);
    const huge = await ctx.createOrder([{ weight: 2, size: [10, 10, 10], items: [{ price: 10_000_000, quantity: 100_000, category: 'clothing' }] }]);
    const before = await invoiceCount();
    const tooLarge = await ctx.generate(huge.id);
    expect(tooLarge.statusCode).toBe(409);
    expect(tooLarge.json().error.message).toBe(invoiceMessages.tooLarge);
    expect(await invoiceCount()).toBe(before);
  });
});
