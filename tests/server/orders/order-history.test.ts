import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zGeneratedInvoice } from '../../../src/domain/invoices';
import { zOrderHistoryPage } from '../../../src/domain/order-history';
import type { Order } from '../../../src/domain/orders';
import { trackingEvents } from '../../../src/server/db/schema';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { createOrdersContext, packageBody, type Headers, type OrdersContext } from '../../helpers/server/orders/order-fixtures';
import { signToken } from '../../../src/server/http/tokens';

// GET /users/:id/orders/list as the client dashboard's Order History reads it: each order's invoice
// number and each package with where it is now and where it has been.

let ctx: OrdersContext;
let customerHeaders: Headers;
let scanned: Order;
let invoiced: Order;
let invoiceNumber: string;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  ctx = await createOrdersContext();
  customerHeaders = { authorization: `Bearer ${await signToken(ctx.customerUser.id, ctx.app.deps.config.jwtSecret)}` };
  scanned = await ctx.createOrder({
    vendor: 'Amazon',
    packages: [packageBody(ctx.taxId, { description: 'Shoes' }), packageBody(ctx.taxId, { type: 'envelope', description: 'Papers' })],
  });
  const [shoes] = scanned.packages;
  await ctx.scan(shoes!.id, 12, hoursAgo(30));
  // A repeat scan at Miami is not a step of the journey.
  await ctx.db.insert(trackingEvents).values({ packageId: shoes!.id, checkpointId: 12, userId: ctx.worker.id, occurredAt: hoursAgo(29), duplicate: true });
  await ctx.scan(shoes!.id, 17, hoursAgo(5));
  invoiced = await ctx.createOrder({ vendor: 'Shein' });
  const generated = await ctx.send('POST', `/api/invoices?orderID=${invoiced.id}`, withIdempotencyKey(ctx.worker.headers));
  invoiceNumber = zGeneratedInvoice.parse(generated.json()).pseudo_id;
});
afterAll(async () => ctx.app.close());

const history = async (headers: Headers, userId = ctx.customerUser.id, page = 1) => {
  const response = await ctx.send('GET', `/api/users/${userId}/orders/list?page=${page}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zOrderHistoryPage.parse(response.json());
};

describe('GET /api/users/:id/orders/list for the Order History', () => {
  it("gives each package its current checkpoint and the checkpoints it passed, newest first, repeat scans left out", async () => {
    const { data } = await history(customerHeaders);
    const row = data.find((order) => order.id === scanned.id)!;
    expect(row).toMatchObject({ vendor: 'Amazon', delivery: 'standard', invoice_id: null, invoice_pseudo_id: null, invoice_paid: false });
    const [shoes, papers] = scanned.packages;
    expect(row.packages).toEqual([
      {
        id: shoes!.id,
        barcode: shoes!.barcode,
        package_type: 'box',
        description: 'Shoes',
        checkpoint: { id: 17, name: 'On the way to Nassau' },
        checkpoint_at: expect.any(String),
        trackings: [
          { name: 'On the way to Nassau', created_at: expect.any(String) },
          { name: 'Received at Miami warehouse', created_at: expect.any(String) },
        ],
      },
      { id: papers!.id, barcode: papers!.barcode, package_type: 'envelope', description: 'Papers', checkpoint: null, checkpoint_at: null, trackings: [] },
    ]);
    const shoesRow = row.packages[0]!;
    expect(Math.abs(Date.parse(shoesRow.checkpoint_at!) - hoursAgo(5).getTime())).toBeLessThan(60_000);
    expect(Math.abs(Date.parse(shoesRow.trackings[1]!.created_at) - hoursAgo(30).getTime())).toBeLessThan(60_000);
  });

  it("names the order's invoice by its number, and says when it is paid", async () => {
    const unpaid = (await history(customerHeaders)).data.find((order) => order.id === invoiced.id)!;
    expect(unpaid).toMatchObject({ invoice_id: expect.any(Number), invoice_pseudo_id: invoiceNumber, invoice_paid: false });
    const post = (url: string, headers: Headers) => ctx.send('POST', url, withIdempotencyKey(headers));
    expect((await post(`/api/invoices/${unpaid.invoice_id}/approve`, ctx.worker.headers)).statusCode).toBe(200);
    expect((await post(`/api/invoices/${unpaid.invoice_id}/pay?type=cash`, ctx.admin.headers)).statusCode).toBe(200);
    const paid = (await history(customerHeaders)).data.find((order) => order.id === invoiced.id)!;
    expect(paid).toMatchObject({ invoice_pseudo_id: invoiceNumber, invoice_paid: true });
  });

  it('lists the newest order first, and gives staff the same rows', async () => {
    const own = await history(customerHeaders);
    expect(own.data.map((order) => order.id)).toEqual([invoiced.id, scanned.id]);
    expect(await history(ctx.worker.headers)).toEqual(own);
  });

  it("answers a customer asking for another customer's history with 404", async () => {
    const stranger = await ctx.person({ type: 'business' });
    const response = await ctx.send('GET', `/api/users/${ctx.customerUser.id}/orders/list`, stranger.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('data');
  });
});
