import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zOrder, type Order } from '../../../src/domain/orders';
import { orderImages, orderUploads, orders } from '../../../src/server/db/schema';
import { signToken } from '../../../src/server/http/tokens';
import { escapeRegExp, signedLink } from '../../helpers/server/file-links';
import { createOrdersContext, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
let order: Order;
let customerHeaders: Record<string, string>;
beforeAll(async () => {
  ctx = await createOrdersContext();
  order = await ctx.createOrder();
  customerHeaders = { authorization: `Bearer ${await signToken(ctx.customerUser.id, ctx.app.deps.config.jwtSecret)}` };
  const file = (name: string) => ({ orderId: order.id, path: `${order.id}/${name}`, fileName: name, mimeType: 'application/pdf', sizeBytes: 10 });
  await ctx.db.insert(orderUploads).values([
    { ...file('customer-invoice.pdf'), origin: 'Customer', uploadedBy: ctx.customerUser.id },
    { ...file('manual-invoice.pdf'), origin: 'Manual', uploadedBy: ctx.special.id },
  ]);
  await ctx.db.insert(orderImages).values({ orderId: order.id, path: `${order.id}/photo.jpg`, fileName: 'photo.jpg', mimeType: 'image/jpeg', sizeBytes: 10, uploadedBy: ctx.worker.id });
});
afterAll(async () => ctx.app.close());

const fetched = async (id: number, headers: Record<string, string>) => {
  const response = await ctx.get(id, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zOrder.parse(response.json());
};
const uploadNames = (o: Order) => o.uploads.map((u) => u.file_name);

describe('GET /api/orders/:id', () => {
  it('gives staff the order with its files served through /api/files', async () => {
    const seen = await fetched(order.id, ctx.worker.headers);
    expect(seen).toEqual({ ...order, uploads: seen.uploads, images: seen.images });
    expect(seen.uploads).toEqual([
      {
        id: expect.any(Number),
        url: signedLink(escapeRegExp(`/api/files/${order.id}/customer-invoice.pdf`), ctx.worker.id),
        path: `${order.id}/customer-invoice.pdf`,
        file_name: 'customer-invoice.pdf',
        origin: 'Customer',
      },
    ]);
    expect(seen.images).toEqual([{ id: expect.any(Number), url: signedLink(escapeRegExp(`/api/files/${order.id}/photo.jpg`), ctx.worker.id), file_name: 'photo.jpg' }]);
  });

  it('shows manual uploads to special users only', async () => {
    expect(uploadNames(await fetched(order.id, ctx.special.headers))).toEqual(['customer-invoice.pdf', 'manual-invoice.pdf']);
    const specialAdmin = await ctx.person({ type: 'admin', special: true });
    expect(uploadNames(await fetched(order.id, specialAdmin.headers))).toEqual(['customer-invoice.pdf', 'manual-invoice.pdf']);
    expect(uploadNames(await fetched(order.id, ctx.admin.headers))).toEqual(['customer-invoice.pdf']);
    expect(uploadNames(await fetched(order.id, (await ctx.person({ type: 'basic' })).headers))).toEqual(['customer-invoice.pdf']);
  });

  it('lets every orders viewer read it', async () => {
    for (const type of ['admin', 'worker', 'worker-v2', 'basic'] as const) {
      expect((await ctx.get(order.id, (await ctx.person({ type })).headers)).statusCode, type).toBe(200);
    }
  });

  it('lets the customer read their own order, with only their own uploads and no warehouse photos', async () => {
    const seen = await fetched(order.id, customerHeaders);
    expect(seen.id).toBe(order.id);
    expect(uploadNames(seen)).toEqual(['customer-invoice.pdf']);
    expect(seen.images).toEqual([]);
  });

  it("answers a customer reaching another customer's order with 404", async () => {
    for (const type of ['personal', 'business'] as const) {
      const stranger = await ctx.person({ type });
      const response = await ctx.get(order.id, stranger.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses an accounts user with 403', async () => {
    expect((await ctx.get(order.id, (await ctx.person({ type: 'accounts', special: true })).headers)).statusCode).toBe(403);
  });

  it("refuses an anonymous caller and a retired worker's token with 401", async () => {
    expect((await ctx.get(order.id, {})).statusCode).toBe(401);
    expect((await ctx.get(order.id, (await ctx.person({ type: 'worker', retired: true })).headers)).statusCode).toBe(401);
  });

  it('answers an unknown id with 404, a non-numeric one with 400 and a deleted order with 404', async () => {
    expect((await ctx.get(999_999)).statusCode).toBe(404);
    expect((await ctx.get('abc')).statusCode).toBe(400);
    const gone = await ctx.createOrder();
    await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.special.id }).where(eq(orders.id, gone.id));
    expect((await ctx.get(gone.id)).statusCode).toBe(404);
    expect((await ctx.get(gone.id, customerHeaders)).statusCode).toBe(404);
  });

  it("shows each package's current checkpoint", async () => {
    const scanned = await ctx.createOrder();
    await ctx.scan(scanned.packages[0]!.id, 17);
    expect((await fetched(scanned.id, ctx.worker.headers)).packages[0]!.checkpoint).toEqual({ id: 17, name: 'On the way to Nassau' });
  });
});
