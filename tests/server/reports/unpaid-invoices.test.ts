import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zUnpaidInvoicesPage } from '../../../src/domain/reports';
import { invoices } from '../../../src/server/db/schema';
import { createUser, idempotencyKey } from '../../helpers/server/factories';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { createOrder } from '../../helpers/server/orders-factory';
import { createReportsContext, type ReportsContext } from './report-context';

// The unpaid invoices report (finance spec §2, §7): invoices unpaid or approved, newest first, 50 a
// page, with the invoice and order ids, the client, the value in dollars, the status and when it
// was made; and its CSV, which holds every such invoice, not one page.

let ctx: ReportsContext;
type Made = { id: number; pseudoId: string; orderId: number };
let ann: { id: number };
let bob: { id: number };
let oldest: Made;
let second: Made;
let paid: Made;
const fillers: Made[] = [];

const invoiceFor = async (customer: number, spec: { status?: 'unpaid' | 'approved'; valueCents: number; type?: 'online' | 'cash' }) => {
  const { order } = await createOrder(ctx.app, { customer });
  const invoice = await insertInvoice(ctx.app, { orderId: order.id, userId: customer, createdBy: ctx.admin.id, ...spec });
  return { ...invoice, orderId: order.id };
};
const madeAt = (id: number, at: string) => ctx.db.update(invoices).set({ createdAt: new Date(at) }).where(eq(invoices.id, id));

beforeAll(async () => {
  ctx = await createReportsContext();
  ann = await createUser(ctx.app, { type: 'personal', firstName: 'Ann', lastName: 'Unpaid' });
  bob = await createUser(ctx.app, { type: 'business', firstName: 'Bob', lastName: 'Owing' });
  oldest = await invoiceFor(ann.id, { status: 'unpaid', valueCents: 12_550, type: 'online' });
  second = await invoiceFor(bob.id, { status: 'approved', valueCents: 8_000 });
  // 23:30 in Nassau (EST, UTC-5) is 04:30 UTC the next day; the CSV reads Nassau's clock.
  await madeAt(oldest.id, '2026-01-15T23:30:00-05:00');
  await madeAt(second.id, '2026-01-16T09:05:00-05:00');
  paid = await invoiceFor(ann.id, { status: 'approved', valueCents: 5_000, type: 'cash' });
  const payment = await ctx.app.inject({ method: 'POST', url: `/api/invoices/${paid.id}/pay?type=cash`, headers: { ...ctx.admin.headers, 'idempotency-key': idempotencyKey() } });
  expect(payment.statusCode, payment.body).toBe(200);
  // 50 newer ones fill page 1, which leaves the two dated ones on page 2.
  for (let i = 0; i < 50; i++) fillers.push(await invoiceFor(bob.id, { status: 'unpaid', valueCents: 1_000 }));
});
afterAll(async () => ctx.app.close());

const page = (n: number) => ctx.read(`/api/invoices/unpaid?page=${n}`, zUnpaidInvoicesPage);

describe('GET /api/invoices/unpaid', () => {
  it('pages 50 at a time, newest first, leaving paid invoices out', async () => {
    const first = await page(1);
    // 2 dated + 50 fillers = 52 not paid; the paid one is not among them.
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 52 });
    expect(first.data.map((row) => row.id)).toEqual(fillers.map((f) => f.id).reverse());
    expect(first.data[0]).toMatchObject({ client: 'Bob Owing', client_id: bob.id, value: 10, status: 'unpaid' });
    const rest = await page(2);
    expect(rest.meta).toEqual({ current_page: 2, last_page: 2, total: 52 });
    expect([...first.data, ...rest.data].map((row) => row.id)).not.toContain(paid.id);
  });

  it('shows each invoice with its number, order, client, value in dollars, status and time', async () => {
    expect((await page(2)).data).toEqual([
      {
        id: second.id,
        pseudo_id: second.pseudoId,
        order_id: second.orderId,
        client: 'Bob Owing',
        client_id: bob.id,
        value: 80,
        status: 'approved',
        created_at: '2026-01-16T14:05:00.000Z',
      },
      {
        id: oldest.id,
        pseudo_id: oldest.pseudoId,
        order_id: oldest.orderId,
        client: 'Ann Unpaid',
        client_id: ann.id,
        value: 125.5,
        status: 'unpaid',
        created_at: '2026-01-16T04:30:00.000Z',
      },
    ]);
  });

  it('answers an empty page past the last one', async () => {
    expect(await page(3)).toEqual({ data: [], meta: { current_page: 3, last_page: 2, total: 52 } });
  });

  it('is not read as an invoice id: GET /invoices/:id still answers a real invoice', async () => {
    const response = await ctx.get(`/api/invoices/${oldest.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: oldest.id, pseudo_id: oldest.pseudoId });
    expect((await ctx.get('/api/invoices/unpaid')).json()).toHaveProperty('meta.total', 52);
  });

  it('refuses a page that is not a whole number from 1, with 400 on page', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5']) await ctx.expectRefused(`/api/invoices/unpaid?page=${bad}`, { page: /Page/ });
  });
});

describe('GET /api/invoices/unpaid.csv', () => {
  it('holds every invoice not paid, in the order of the report, not only a page', async () => {
    const lines = await ctx.csvLines('/api/invoices/unpaid.csv');
    expect(lines[0]).toBe('Invoice,Invoice ID,Order,Client,Client ID,Value,Status,Created at');
    // The header and 52 invoices.
    expect(lines).toHaveLength(53);
    const rows = [...(await page(1)).data, ...(await page(2)).data];
    expect(lines.slice(1).map((line) => Number(line.split(',')[1]))).toEqual(rows.map((row) => row.id));
    expect(lines[51]).toBe(`${second.pseudoId},${second.id},${second.orderId},Bob Owing,${bob.id},80.00,Approved,2026-01-16 09:05`);
    expect(lines[52]).toBe(`${oldest.pseudoId},${oldest.id},${oldest.orderId},Ann Unpaid,${ann.id},125.50,Unpaid,2026-01-15 23:30`);
  });
});
