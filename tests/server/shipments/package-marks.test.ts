import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentMessages } from '../../../src/domain/shipments';
import { packageC13, packageQbEntries } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { untilBlockedOrSettled } from '../../helpers/server/lock-waits';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// Per package of the shipment report (finance spec §2, §4): a C13 add/remove toggle, and a
// QuickBooks entry that can be added only once the invoice is paid, and then shows its value.
// The worked air package (12 lb, two $49.99 shirts) has its own lines: freight 12 × $2.00 = $24.00,
// duty 35% of $99.98 = $34.99, levy $0, no hazard, fragile, overweight or storage: $58.99.

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx.app.close());

const c13Rows = (packageId: number) => ctx.db.select().from(packageC13).where(eq(packageC13.packageId, packageId));
const qbRows = (packageId: number) => ctx.db.select().from(packageQbEntries).where(eq(packageQbEntries.packageId, packageId));
const reportRow = async (packageId: number) => {
  const membership = await ctx.membership(packageId);
  return (await ctx.report(membership!.shipmentId)).data.find((row) => row.id === packageId)!;
};

describe('POST /api/packages/c13 and DELETE /api/packages/{id}/c13', () => {
  it('adds the flag, keeps one when added again, removes it, and removing again changes nothing', async () => {
    const [id] = await ctx.freshPackages(1);
    await ctx.createShipment([id!]);

    const added = await ctx.addC13(id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ id, c13: true });
    expect(await c13Rows(id!)).toEqual([expect.objectContaining({ markedBy: ctx.worker.id })]);
    expect((await reportRow(id!)).c13).toBe(true);

    expect((await ctx.addC13(id)).json()).toEqual({ id, c13: true });
    expect(await c13Rows(id!)).toHaveLength(1);

    const removed = await ctx.removeC13(id!);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id, c13: false });
    expect(await c13Rows(id!)).toEqual([]);
    expect((await reportRow(id!)).c13).toBe(false);

    expect((await ctx.removeC13(id!)).json()).toEqual({ id, c13: false });
    expect((await ctx.logsOf('package', id!)).map((log) => log.action)).toEqual(['Added C13', 'Added C13', 'Removed C13', 'Removed C13']);
  });

  it("waits for a scan of the package in flight, taking the package's lock where the scan takes it, then flags it", async () => {
    const [id] = await ctx.freshPackages(1);
    await ctx.createShipment([id!]);
    const client = await ctx.app.deps.database.pool.connect();
    let response: Awaited<ReturnType<ShipmentsContext['addC13']>>;
    try {
      // A scan's first step: the package's position row, locked. Its tracking row comes next, and
      // a flag holding the packages row itself would make that wait, halfway through a batch.
      await client.query('begin');
      await client.query('select package_id from package_positions where package_id = $1 for no key update', [id]);
      // inject() sends only once something awaits it: Promise.resolve starts it now.
      const request = Promise.resolve(ctx.addC13(id));
      expect(await untilBlockedOrSettled(client, request)).toBe(false);
      await client.query('commit');
      response = await request;
    } finally {
      client.release();
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(await c13Rows(id!)).toHaveLength(1);
  });

  it('answers an unknown package, or one of a deleted order, with 404', async () => {
    expect((await ctx.addC13(999_999)).statusCode).toBe(404);
    expect((await ctx.removeC13(999_999)).statusCode).toBe(404);
    const order = await ctx.orderOfPackages(1);
    expect((await ctx.mutate('DELETE', `/api/orders/${order.id}`, ctx.special.headers)).statusCode).toBe(200);
    expect((await ctx.addC13(order.packages[0]!.id)).statusCode).toBe(404);
    expect(await c13Rows(order.packages[0]!.id)).toEqual([]);
  });

  it('refuses a body without a package id with 400 on id', async () => {
    for (const id of [undefined, 'abc', 0, 1.5]) {
      const response = await ctx.addC13(id);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['id']);
    }
  });

  it('says c13 on the invoice of an order one of whose packages is flagged', async () => {
    const { order, invoice } = await ctx.invoicedOrder([
      { weight: 12, size: [30, 20, 10], items: [{ price: 49.99, quantity: 2, category: 'clothing' }] },
      { weight: 12, size: [30, 20, 10], items: [{ price: 49.99, quantity: 2, category: 'clothing' }] },
    ]);
    expect((await ctx.getInvoice(invoice.id)).c13).toBe(false);
    expect((await ctx.addC13(order.packages[1]!.id)).statusCode).toBe(200);
    expect((await ctx.getInvoice(invoice.id)).c13).toBe(true);
    expect((await ctx.removeC13(order.packages[1]!.id)).statusCode).toBe(200);
    expect((await ctx.getInvoice(invoice.id)).c13).toBe(false);
  });
});

describe('POST /api/packages/qb', () => {
  it('refuses a package whose invoice is not paid, or that has none, with 409 and records nothing', async () => {
    const { order, invoice } = await ctx.approvedInvoice('cash');
    const unpaid = order.packages[0]!.id;
    const [uninvoiced] = await ctx.freshPackages(1);
    await ctx.createShipment([unpaid, uninvoiced!]);
    for (const id of [unpaid, uninvoiced!]) {
      const response = await ctx.addQb(id, '2026-11-21');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: shipmentMessages.qbNotPaid } });
      expect(await qbRows(id)).toEqual([]);
    }
    expect((await reportRow(unpaid)).qb).toBeNull();
    expect((await ctx.invoiceRow(invoice.id)).status).toBe('approved');
  });

  it("records the package's own lines of its paid invoice and the date, once; the report shows the value", async () => {
    const { order } = await ctx.paidInvoice();
    const id = order.packages[0]!.id;
    await ctx.createShipment([id]);

    const response = await ctx.addQb(id, '2026-11-21');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id, qb: { value: 58.99, date: '2026-11-21' } });
    expect(await qbRows(id)).toEqual([expect.objectContaining({ valueCents: 5_899, entryDate: '2026-11-21', createdBy: ctx.worker.id })]);
    expect((await reportRow(id)).qb).toEqual({ value: 58.99, date: '2026-11-21' });

    const again = await ctx.addQb(id, '2026-11-22');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(shipmentMessages.qbExists);
    expect(await qbRows(id)).toHaveLength(1);
    expect((await reportRow(id)).qb).toEqual({ value: 58.99, date: '2026-11-21' });
  });

  it('values each package of a two-package invoice at its own lines, not at the invoice', async () => {
    const order = await ctx.orderOfPackages(2);
    const { id: invoiceId } = await ctx.generated(order.id);
    expect((await ctx.setType(invoiceId, 'cash')).statusCode).toBe(200);
    expect((await ctx.approve(invoiceId)).statusCode).toBe(200);
    expect((await ctx.pay(invoiceId, 'cash')).statusCode).toBe(200);
    const second = order.packages[1]!.id;
    // Freight 12 × $2.00 = $24.00 and duty $34.99 of this package only; the invoice's processing,
    // insurance, documentation and VAT are not a package's lines.
    expect((await ctx.addQb(second, '2026-11-23')).json()).toEqual({ id: second, qb: { value: 58.99, date: '2026-11-23' } });
  });

  it('adds a hazard and a fragile fee to the value of the package that carries them', async () => {
    const { order, invoice } = await ctx.invoicedOrder([
      { weight: 12, size: [30, 20, 10], items: [{ price: 49.99, quantity: 2, category: 'clothing', hazard: true, fragile: true }] },
    ]);
    expect((await ctx.setType(invoice.id, 'cash')).statusCode).toBe(200);
    expect((await ctx.approve(invoice.id)).statusCode).toBe(200);
    expect((await ctx.pay(invoice.id, 'cash')).statusCode).toBe(200);
    // $24.00 freight + $34.99 duty + $25.00 hazard + $10.00 fragile = $93.99.
    expect((await ctx.addQb(order.packages[0]!.id, '2026-11-24')).json()).toEqual({ id: order.packages[0]!.id, qb: { value: 93.99, date: '2026-11-24' } });
  });

  it('refuses a missing or impossible date with 400 on date, and an unknown package with 404', async () => {
    const { order } = await ctx.paidInvoice();
    const id = order.packages[0]!.id;
    for (const date of [undefined, '', '2026-02-30', '21/11/2026', 20261121]) {
      const response = await ctx.addQb(id, date);
      expect(response.statusCode, String(date)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['date']);
    }
    expect((await ctx.addQb(id, '')).json().error.fields).toEqual({ date: shipmentMessages.qbDateRequired });
    expect(await qbRows(id)).toEqual([]);
    expect((await ctx.addQb(999_999, '2026-11-21')).statusCode).toBe(404);
  });

  it('answers a retry with the same key from the first answer, without a second entry or a 409', async () => {
    const { order } = await ctx.paidInvoice();
    const id = order.packages[0]!.id;
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await ctx.send('POST', '/api/packages/qb', headers, { id, date: '2026-11-21' });
    const replay = await ctx.send('POST', '/api/packages/qb', headers, { id, date: '2026-11-21' });
    expectReplayed(first, replay, 200);
    expect(await qbRows(id)).toHaveLength(1);
  });
});
