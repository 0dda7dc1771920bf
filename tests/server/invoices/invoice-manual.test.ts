import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, zGeneratedInvoice } from '../../../src/domain/invoices';
import { invoiceManualItems, invoices } from '../../../src/server/db/schema';
import { createInvoicesContext, type InvoicesContext } from './invoice-context';

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

const invoiceCount = async () => (await ctx.db.select({ n: count() }).from(invoices))[0]!.n;
const manualRows = (id: number) => ctx.db.select().from(invoiceManualItems).where(eq(invoiceManualItems.invoiceId, id)).orderBy(asc(invoiceManualItems.position));
const phone = () => ({ type: 'Amazon', tax: ctx.taxIds.television, items: [{ description: 'Phone', quantity: 1, price: 300 }] });

describe('POST /api/orders/:id/create-manual', () => {
  it("prices the purchase typed in as the customs lines of the order's first package, with the order's freight", async () => {
    // The hazard and fragile order of invoice-totals.test.ts (next-day, 12 lb and 4 lb): its items are replaced by the purchase.
    const order = await ctx.createOrder(
      [
        { weight: 10, size: [30, 30, 30], items: [{ price: 80, quantity: 1, category: 'clothing', hazard: true }] },
        { weight: 4, size: [20, 20, 20], items: [{ price: 35.25, quantity: 2, category: 'clothing', fragile: true }] },
      ],
      { shipping_method: 'next-day' },
    );
    const response = await ctx.createManual(order.id, phone());
    expect(response.statusCode, response.body).toBe(201);
    const { id } = zGeneratedInvoice.parse(response.json());
    const invoice = await ctx.getInvoice(id);
    expect(invoice).toMatchObject({
      kind: 'manual',
      manual: { type: 'Amazon', tax: { id: ctx.taxIds.television, description: 'Invoice televisions' }, items: [{ description: 'Phone', quantity: 1, price: 300 }] },
      shipping_subtotal: 62, // 12 lb × $3.50 = $42.00, and 4 lb at the $20.00 minimum
      hazardFee: 0, // the purchase lines carry no hazard or fragile mark
      fragileFee: 0,
      insurance: 3, // $300.00 is three hundreds
      duty_total: 30, // 10% of $300.00
      levy_total: 5, // $5 a unit
      processing_fee: 10, // 1% is $3.00, held at $10
      airFreightTax: 6.2,
      freightVat: 6.5, // 10% of 62.00 + 3.00
      customsVat: 34.5, // 10% of 300.00 + 30.00 + 5.00 + 10.00
      vat_total: 41.5, // + 0.50 documentation
      reimbursementTotal: 79.5, // 30.00 + 5.00 + 10.00 + 34.50
      regVat: 7,
      regTotal: 83.2, // 62.00 + 5.00 + 3.00 + 6.20 + 7.00
      value: 162.7,
    });
    expect(invoice.packages.map((p) => [p.id, p.shipping_total, p.value, p.duty, p.levy, p.hazard, p.fragile])).toEqual([
      [order.packages[0]!.id, 42, 300, 30, 5, 0, 0],
      [order.packages[1]!.id, 20, 0, 0, 0, 0, 0],
    ]);
    expect(await ctx.invoiceRow(id)).toMatchObject({ kind: 'manual', manualType: 'Amazon', manualTaxId: ctx.taxIds.television, createdBy: ctx.special.id, valueCents: 16_270 });
    expect((await manualRows(id)).map((row) => [row.position, row.description, row.quantity, row.priceCents])).toEqual([[1, 'Phone', 1, 30_000]]);
    expect((await ctx.logsOf('order', order.id)).at(-1)).toMatchObject({ action: 'Created manual invoice', userId: ctx.special.id });
    expect((await ctx.send('GET', `/api/orders/${order.id}`, ctx.worker.headers)).json()).toMatchObject({ invoice_id: id, hasInvoice: true });
  });

  it('keeps the items in the order they were typed', async () => {
    const order = await ctx.createOrder();
    const items = [
      { description: 'Jacket', quantity: 2, price: 49.99 },
      { description: 'Scarf', quantity: 1, price: 10 },
    ];
    const response = await ctx.createManual(order.id, { type: 'Ebay', tax: ctx.taxIds.clothing, items });
    const { id } = zGeneratedInvoice.parse(response.json());
    expect((await ctx.getInvoice(id)).manual).toEqual({ type: 'Ebay', tax: { id: ctx.taxIds.clothing, description: 'Invoice clothing' }, items });
    // 35% of $109.98 = $38.493
    expect(await ctx.getInvoice(id)).toMatchObject({ duty_total: 38.49 });
  });

  it('refuses an order that already has an invoice with 409, and one that does not exist or was deleted with 404', async () => {
    const { order, invoice } = await ctx.invoicedOrder();
    const before = await ctx.snapshot(invoice.id);
    const invoiced = await ctx.createManual(order.id, phone());
    expect(invoiced.statusCode).toBe(409);
    expect(invoiced.json().error.message).toBe(invoiceMessages.alreadyInvoiced);
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
    const deleted = await ctx.createOrder();
    expect((await ctx.mutate('DELETE', `/api/orders/${deleted.id}`, ctx.special.headers)).statusCode).toBe(200);
    const count = await invoiceCount();
    for (const id of [deleted.id, 999_999]) expect((await ctx.createManual(id, phone())).statusCode).toBe(404);
    expect(await invoiceCount()).toBe(count);
  });

  it('refuses bad input with 400 naming the field, and records nothing', async () => {
    const order = await ctx.createOrder();
    const before = await invoiceCount();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ type: 'Walmart' }, { type: 'Type is required' }],
      [{ tax: undefined }, { tax: 'Tax is required' }],
      [{ tax: 999_999 }, { tax: invoiceMessages.taxNotFound }],
      [{ items: [] }, { items: 'Add at least one item' }],
      [{ items: [{ quantity: 1, price: 5 }] }, { 'items.0.description': 'Description is required' }],
      [{ items: [{ description: 'Mug', quantity: 0, price: 5 }] }, { 'items.0.quantity': 'Quantity must be at least 1' }],
      [{ items: [{ description: 'Mug', quantity: 1, price: 5.001 }] }, { 'items.0.price': 'Price must be in dollars and cents' }],
      [{ items: [{ description: 'Crate', quantity: 100_000, price: 10_000_000 }] }, { items: invoiceMessages.tooLarge }],
    ];
    for (const [change, fields] of cases) {
      const response = await ctx.createManual(order.id, { ...phone(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect(await invoiceCount()).toBe(before);
  });
});
