import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zOrder } from '../../../src/domain/orders';
import { expectReplayed } from '../../helpers/server/access-cases';
import { idempotencyKey } from '../../helpers/server/factories';
import { bareUrl } from '../../helpers/server/file-links';
import { smallPdf } from '../../helpers/server/multipart';
import { orderData } from '../../helpers/server/orders/order-fixtures';
import { uniqueTracking, usePrealertsApp } from './prealert-context';

const ctx = usePrealertsApp();

const download = (url: string, headers: Record<string, string>) => ctx.get(bareUrl(url), headers);

describe('an order created by courier receives its customer’s open prealert', () => {
  it('marks it received in the same request and hands its invoice to the order as a Customer upload', async () => {
    const pdf = smallPdf();
    const prealert = await ctx.file({}, [{ name: 'shoes-invoice.pdf', bytes: pdf }]);
    const held = (await ctx.rowOf(prealert.id))!;
    // Typed by staff in other case and with spaces around it.
    const order = await ctx.createOrder(ctx.carla.id, { tracking_number: ` ${prealert.tracking_number.toLowerCase()} ` });

    const row = (await ctx.rowOf(prealert.id))!;
    expect(row).toMatchObject({ orderId: order.id, receivedAt: expect.any(Date), filePath: null, fileName: null, mimeType: null, sizeBytes: null });
    expect(await ctx.uploadsOf(order.id)).toEqual([
      expect.objectContaining({ path: held.filePath, fileName: 'shoes-invoice.pdf', mimeType: 'application/pdf', sizeBytes: pdf.length, origin: 'Customer', uploadedBy: ctx.carla.id }),
    ]);
    expect(order.uploads).toEqual([expect.objectContaining({ path: held.filePath, file_name: 'shoes-invoice.pdf', origin: 'Customer' })]);

    const read = await ctx.get(`/api/prealerts/${prealert.id}`, ctx.carla.headers);
    expect(read.json()).toMatchObject({ state: 'received', order_id: order.id, file: null });
    // The file is now the order's: its customer and staff read it there, anyone else gets 404.
    const url = order.uploads[0]!.url;
    const asOwner = await download(url, ctx.carla.headers);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload).toEqual(pdf);
    expect((await download(url, ctx.worker.headers)).statusCode).toBe(200);
    expect((await download(url, ctx.dora.headers)).statusCode).toBe(404);
    expect(readFileSync(ctx.storedPath(held.filePath!))).toEqual(pdf);
  });

  it("leaves another customer's prealert of the same number open", async () => {
    const tracking = uniqueTracking();
    const doras = await ctx.file({ tracking_number: tracking }, [{ name: 'invoice.pdf', bytes: smallPdf() }], ctx.dora);
    const order = await ctx.createOrder(ctx.carla.id, { tracking_number: tracking });
    expect(await ctx.rowOf(doras.id)).toMatchObject({ orderId: null, receivedAt: null, filePath: expect.any(String) });
    expect(await ctx.uploadsOf(order.id)).toEqual([]);
  });

  it('leaves it open for an order by another way in, or under another number', async () => {
    const prealert = await ctx.file();
    const walkIn = await ctx.createOrder(ctx.carla.id, { warehouse_via: 'individual', tracking_number: prealert.tracking_number, freight_company: null });
    expect(walkIn.freight_tracking).toBeNull();
    await ctx.createOrder(ctx.carla.id, { tracking_number: `${prealert.tracking_number}9` });
    expect(await ctx.rowOf(prealert.id)).toMatchObject({ orderId: null, receivedAt: null });
  });

  it('receives one without a file, adding no upload; the same number may then be filed again', async () => {
    const prealert = await ctx.file();
    const order = await ctx.createOrder(ctx.carla.id, { tracking_number: prealert.tracking_number });
    expect(await ctx.rowOf(prealert.id)).toMatchObject({ orderId: order.id });
    expect(await ctx.uploadsOf(order.id)).toEqual([]);
    expect((await ctx.file({ tracking_number: prealert.tracking_number })).state).toBe('waiting');
  });

  it('receives it once when the order is sent again from a device outbox under the same key', async () => {
    const prealert = await ctx.file({}, [{ name: 'invoice.pdf', bytes: smallPdf() }]);
    const send = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...ctx.worker.headers, 'idempotency-key': key },
        payload: { workerID: ctx.worker.id, data: orderData(ctx.carla.id, ctx.taxId, { tracking_number: prealert.tracking_number }) },
      });
    const key = idempotencyKey();
    const first = await send(key);
    expectReplayed(first, await send(key), 201);
    const orderId = zOrder.parse(first.json()).id;
    expect(await ctx.uploadsOf(orderId)).toHaveLength(1);
    expect(await ctx.rowOf(prealert.id)).toMatchObject({ orderId });
  });

  it('keeps the received prealert whole when an admin removes the invoice from the order', async () => {
    const prealert = await ctx.file({}, [{ name: 'invoice.pdf', bytes: smallPdf() }]);
    const order = await ctx.createOrder(ctx.carla.id, { tracking_number: prealert.tracking_number });
    const path = order.uploads[0]!.path;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}/uploads?path=${encodeURIComponent(path)}`,
      headers: { ...ctx.admin.headers, 'idempotency-key': idempotencyKey() },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const read = await ctx.get(`/api/prealerts/${prealert.id}`, ctx.carla.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ state: 'received', order_id: order.id, file: null });
  });
});
