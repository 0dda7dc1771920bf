import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zDeliveredNoInvoicePage } from '../../../src/domain/reports';
import { createUser } from '../../helpers/server/factories';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { createOrder, type OrderSpec } from '../../helpers/server/orders-factory';
import { createReportsContext, type ReportsContext } from './report-context';

// Delivered orders without invoice (finance spec §2, §3, §7): live orders with a package at
// checkpoint 23 'Delivered' and no invoice, newest delivery first, 50 a page; date_delivered is
// when the order's last delivered package got there. Nassau is UTC-4 in October (EDT).

const delivered = 23;
let ctx: ReportsContext;
let dora: { id: number };
let finn: { id: number };
const made: Record<string, number> = {};
const fillers: number[] = [];

const order = async (spec: Omit<OrderSpec, 'createdAt'> & { createdAt: string }) => (await createOrder(ctx.app, { ...spec, createdAt: new Date(spec.createdAt) })).order.id;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createReportsContext();
  dora = await createUser(ctx.app, { type: 'personal', firstName: 'Dora', lastName: 'Delivered' });
  finn = await createUser(ctx.app, { type: 'business', firstName: 'Finn', lastName: 'Freight' });

  made.twoParcels = await order({
    customer: dora.id,
    method: 'next-day',
    createdAt: '2026-10-01T10:00:00-04:00',
    packages: [
      { description: 'Sofa', checkpoint: delivered, checkpointAt: at('2026-10-05T09:00:00-04:00') },
      { description: 'Lamp', checkpoint: delivered, checkpointAt: at('2026-10-06T17:15:00-04:00') },
    ],
  });
  made.invoiced = await order({ customer: finn.id, createdAt: '2026-10-01T11:00:00-04:00', checkpoint: delivered, checkpointAt: at('2026-10-07T10:00:00-04:00') });
  await insertInvoice(ctx.app, { orderId: made.invoiced, userId: finn.id, createdBy: ctx.admin.id });
  made.outForDelivery = await order({ customer: finn.id, createdAt: '2026-10-01T12:00:00-04:00', checkpoint: 22, checkpointAt: at('2026-10-07T11:00:00-04:00') });
  made.deleted = await order({ customer: dora.id, createdAt: '2026-10-01T13:00:00-04:00', checkpoint: delivered, checkpointAt: at('2026-10-07T12:00:00-04:00'), deleted: true });
  made.half = await order({
    customer: finn.id,
    method: 'business-boat',
    createdAt: '2026-10-02T08:00:00-04:00',
    packages: [
      { description: 'Tyres', checkpoint: delivered, checkpointAt: at('2026-10-04T08:00:00-04:00') },
      { description: 'Rims', checkpoint: 20, checkpointAt: at('2026-10-09T08:00:00-04:00') },
    ],
  });
  // 23:30 in Nassau: 03:30 UTC on the 9th.
  made.latest = await order({
    customer: dora.id,
    method: 'consolidate-lg',
    createdAt: '2026-10-03T09:00:00-04:00',
    packages: [{ description: 'Freezer', checkpoint: delivered, checkpointAt: at('2026-10-08T23:30:00-04:00') }],
  });

  // 50 delivered before all of those, one a minute from 1 September, so 53 in all.
  for (let i = 0; i < 50; i++) {
    fillers.push(await order({ customer: finn.id, createdAt: '2026-08-20T09:00:00-04:00', checkpoint: delivered, checkpointAt: new Date(Date.parse('2026-09-01T12:00:00Z') + i * 60_000) }));
  }
});
afterAll(async () => ctx.app.close());

const page = (n: number) => ctx.read(`/api/orders/delivered/no-invoice?page=${n}`, zDeliveredNoInvoicePage);
const newestFillers = () => [...fillers].reverse();

describe('GET /api/orders/delivered/no-invoice', () => {
  it('lists live delivered orders without an invoice, newest delivery first, by when their last package got there', async () => {
    const first = await page(1);
    expect(first.data.slice(0, 3)).toEqual([
      {
        id: made.latest,
        client: 'Dora Delivered',
        client_id: dora.id,
        delivery: 'Consolidate Large (20 packages)',
        description: 'Freezer',
        created_at: '2026-10-03T13:00:00.000Z',
        date_delivered: '2026-10-09T03:30:00.000Z',
      },
      {
        id: made.twoParcels,
        client: 'Dora Delivered',
        client_id: dora.id,
        delivery: 'Priority',
        description: 'Sofa, Lamp',
        created_at: '2026-10-01T14:00:00.000Z',
        // The later of its two parcels: 17:15 on the 6th in Nassau.
        date_delivered: '2026-10-06T21:15:00.000Z',
      },
      {
        id: made.half,
        client: 'Finn Freight',
        client_id: finn.id,
        delivery: 'Business Boat',
        description: 'Tyres, Rims',
        created_at: '2026-10-02T12:00:00.000Z',
        // One parcel delivered is enough; the other waits at a counter.
        date_delivered: '2026-10-04T12:00:00.000Z',
      },
    ]);
    const ids = [...first.data, ...(await page(2)).data].map((row) => row.id);
    for (const left of [made.invoiced, made.outForDelivery, made.deleted]) expect(ids).not.toContain(left);
  });

  it('pages 50 at a time with current_page, last_page and total', async () => {
    const first = await page(1);
    const second = await page(2);
    // 3 named orders + 50 fillers = 53.
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 53, total_capped: false });
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 53, total_capped: false });
    expect(first.data.slice(3).map((row) => row.id)).toEqual(newestFillers().slice(0, 47));
    expect(second.data.map((row) => row.id)).toEqual(newestFillers().slice(47));
    expect(await page(3)).toEqual({ data: [], meta: { current_page: 3, last_page: 2, total: 53, total_capped: false } });
  });

  it('leaves an order once it is invoiced', async () => {
    const before = (await page(1)).meta.total;
    await insertInvoice(ctx.app, { orderId: fillers[0]!, userId: finn.id, createdBy: ctx.admin.id });
    const after = await page(2);
    expect(after.meta.total).toBe(before - 1);
    expect(after.data.map((row) => row.id)).not.toContain(fillers[0]);
    fillers.shift();
  });

  it('refuses a page that is not a whole number from 1, with 400 on page', async () => {
    for (const bad of ['0', 'x', '2147483648']) await ctx.expectRefused(`/api/orders/delivered/no-invoice?page=${bad}`, { page: /Page/ });
  });
});

describe('GET /api/orders/delivered/no-invoice.csv', () => {
  it('holds every row of the report in its order, times on Nassau clocks', async () => {
    const lines = await ctx.csvLines('/api/orders/delivered/no-invoice.csv');
    expect(lines[0]).toBe('Order,Client,Client ID,Method,Description,Created at,Delivered at');
    const rows = [...(await page(1)).data, ...(await page(2)).data];
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(rows.map((row) => row.id));
    expect(lines[2]).toBe(`${made.twoParcels},Dora Delivered,${dora.id},Priority,"Sofa, Lamp",2026-10-01 10:00,2026-10-06 17:15`);
    expect(lines[1]).toBe(`${made.latest},Dora Delivered,${dora.id},Consolidate Large (20 packages),Freezer,2026-10-03 09:00,2026-10-08 23:30`);
  });
});
