import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maxOrderImages, uploadMessages, zOrderImage, zOrderImages } from '../../src/domain/uploads';
import { activityLogs, orderImages, orders } from '../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../helpers/server/access-cases';
import { signedIn } from '../helpers/server/factories';
import { useFilesApp } from '../helpers/server/files-app';
import { bareUrl, signedLink } from '../helpers/server/file-links';
import { multipartBody, shellScript, smallJpeg, smallPdf, smallPng, type UploadFile } from '../helpers/server/multipart';
import { createOrder } from '../helpers/server/orders-factory';

const ctx = useFilesApp('images');

type Headers = Record<string, string>;
const rowsOf = (orderId: number) => ctx.db.select().from(orderImages).where(eq(orderImages.orderId, orderId)).orderBy(asc(orderImages.id));
const newOrder = async () => (await createOrder(ctx.app, { customer: ctx.customer.id })).order.id;
const png = (name = 'photo.png'): UploadFile => ({ name, bytes: smallPng(), type: 'image/png' });

const send = async (orderId: number, files: readonly UploadFile[], headers: Headers = ctx.worker.headers, field = 'images') => {
  const { payload, contentType } = await multipartBody(field, files);
  return ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/images`, payload, headers: { ...headers, 'content-type': contentType } });
};
const stored = async (orderId: number, files: readonly UploadFile[]) => {
  const response = await send(orderId, files);
  expect(response.statusCode, response.body).toBe(201);
  return zOrderImages.parse(response.json()).data;
};
const expectStored = async (orderId: number, count: number) => {
  expect(await rowsOf(orderId)).toHaveLength(count);
  expect(ctx.filesOf(orderId)).toHaveLength(count);
};
const remove = (id: number | string, headers: Headers = ctx.worker.headers) => ctx.app.inject({ method: 'DELETE', url: `/api/order-images/${id}`, headers });

describe('POST /api/orders/:id/images', () => {
  it('stores several images sent in one request, in order, and logs the upload', async () => {
    const orderId = await newOrder();
    const data = await stored(orderId, [png('front.png'), { name: 'back.JPG', bytes: smallJpeg() }, { name: 'side.jpeg', bytes: smallJpeg() }]);
    expect(data).toEqual([
      { id: expect.any(Number), url: signedLink(`/api/files/${orderId}/[0-9a-f-]{36}\\.png`, ctx.worker.id), file_name: 'front.png' },
      { id: expect.any(Number), url: signedLink(`/api/files/${orderId}/[0-9a-f-]{36}\\.jpg`, ctx.worker.id), file_name: 'back.JPG' },
      { id: expect.any(Number), url: signedLink(`/api/files/${orderId}/[0-9a-f-]{36}\\.jpeg`, ctx.worker.id), file_name: 'side.jpeg' },
    ]);
    const rows = await rowsOf(orderId);
    expect(rows.map((row) => [row.id, row.mimeType, row.uploadedBy])).toEqual(data.map((image, i) => [image.id, i === 0 ? 'image/png' : 'image/jpeg', ctx.worker.id]));
    expect(readFileSync(join(ctx.dataDir, 'uploads', rows[0]!.path))).toEqual(smallPng());
    const logs = await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'order'), eq(activityLogs.entityId, orderId)));
    expect(logs).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Uploaded order images' })]);
  });

  it.each([
    ['a PDF', { name: 'scan.pdf', bytes: smallPdf() }],
    ['a PDF renamed .png', { name: 'scan.png', bytes: smallPdf() }],
    ['a script renamed .jpg', { name: 'photo.jpg', bytes: shellScript() }],
    ['a PNG renamed .gif', { name: 'photo.gif', bytes: smallPng() }],
  ])('refuses %s with 415, and keeps none of the images of that request', async (_label, bad) => {
    const orderId = await newOrder();
    const response = await send(orderId, [png(), bad]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.imageType } });
    await expectStored(orderId, 0);
  });

  it('refuses an image over 10 MB with 413 and the spec message, keeping nothing', async () => {
    const orderId = await newOrder();
    const response = await send(orderId, [png(), { name: 'huge.png', bytes: Buffer.concat([smallPng(), Buffer.alloc(11 * 1024 * 1024)]) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'This file exceeds the 10MB limit.' } });
    await expectStored(orderId, 0);
  });

  it(`holds at most ${maxOrderImages} images: a request that would pass it gets 409 and adds none`, async () => {
    const orderId = await newOrder();
    await stored(orderId, [png(), png(), png()]);
    const over = await send(orderId, [png(), png(), png()]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: { code: 'CONFLICT', message: uploadMessages.imagesFull } });
    await expectStored(orderId, 3);
    await stored(orderId, [png(), png()]);
    expect((await send(orderId, [png()])).statusCode).toBe(409);
    await expectStored(orderId, maxOrderImages);
  });

  it(`refuses ${maxOrderImages + 1} images in one request with 409`, async () => {
    const orderId = await newOrder();
    const response = await send(orderId, Array.from({ length: maxOrderImages + 1 }, () => png()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: uploadMessages.imagesFull } });
    await expectStored(orderId, 0);
  });

  it('refuses a request without images, or with them under another field name, with 400', async () => {
    const orderId = await newOrder();
    const response = await send(orderId, [png()], ctx.worker.headers, 'file');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { images: uploadMessages.fileRequired } } });
    await expectStored(orderId, 0);
  });

  it('answers an unknown or deleted order with 404', async () => {
    expect((await send(999_999, [png()])).statusCode).toBe(404);
    const deleted = (await createOrder(ctx.app, { customer: ctx.customer.id, deleted: true })).order.id;
    expect((await send(deleted, [png()])).statusCode).toBe(404);
    await expectStored(deleted, 0);
  });

  it('is for staff: customers (even the owner), accounts and basic get 403, strangers 401', async () => {
    const orderId = await newOrder();
    for (const type of ['admin', 'worker-v2'] as const) {
      expect((await send(orderId, [png()], (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(201);
    }
    expect((await send(orderId, [png()], ctx.customer.headers)).statusCode).toBe(403);
    for (const type of ['accounts', 'basic', 'business'] as const) {
      expect((await send(orderId, [png()], (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(403);
    }
    expect((await send(orderId, [png()], {})).statusCode).toBe(401);
    await expectStored(orderId, 2);
  });

  it('answers a retried upload with the stored answer and keeps one copy of each image', async () => {
    const orderId = await newOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    expectReplayed(await send(orderId, [png(), png()], headers), await send(orderId, [png(), png()], headers), 201);
    await expectStored(orderId, 2);
  });

  it('refuses the same key with images of the same sizes but other bytes with 409, and keeps only the first', async () => {
    const orderId = await newOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    expect((await send(orderId, [png(), png()], headers)).statusCode).toBe(201);
    const changed = Buffer.from(smallPng());
    changed[changed.length - 5]! ^= 1;
    const second = await send(orderId, [png(), { name: 'photo.png', bytes: changed, type: 'image/png' }], headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
    await expectStored(orderId, 2);
  });

  it('answers a body cut off in the middle of an image with 400, and stores nothing', async () => {
    const orderId = await newOrder();
    const { payload, contentType } = await multipartBody('images', [png('a.png'), png('b.png')]);
    const cut = payload.subarray(0, payload.length - 60);
    const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/images`, payload: cut, headers: { ...ctx.worker.headers, 'content-type': contentType } });
    expect(response.statusCode).toBe(400);
    await expectStored(orderId, 0);
  });
});

describe('DELETE /api/order-images/:id', () => {
  it('removes the row and the file, answers with the image and logs it; the other images stay', async () => {
    const orderId = await newOrder();
    const [gone, kept] = await stored(orderId, [png('a.png'), png('b.png')]);
    const path = bareUrl(gone!.url).replace('/api/files/', '');
    expect(existsSync(join(ctx.dataDir, 'uploads', path))).toBe(true);
    const response = await remove(gone!.id);
    expect(response.statusCode).toBe(200);
    const answered = zOrderImage.parse(response.json());
    expect({ ...answered, url: bareUrl(answered.url) }).toEqual({ ...gone, url: bareUrl(gone!.url) });
    expect(existsSync(join(ctx.dataDir, 'uploads', path))).toBe(false);
    expect((await rowsOf(orderId)).map((row) => row.id)).toEqual([kept!.id]);
    await expectStored(orderId, 1);
    const logs = await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'order image'), eq(activityLogs.entityId, gone!.id)));
    expect(logs).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Deleted order image' })]);
  });

  it('answers an unknown image with 404, an image of a deleted order with 404, and a bad id with 400', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(400);
    const orderId = await newOrder();
    const [image] = await stored(orderId, [png()]);
    await ctx.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, orderId));
    expect((await remove(image!.id)).statusCode).toBe(404);
    await expectStored(orderId, 1);
  });

  it('is for staff: customers, accounts and basic get 403, strangers 401; the image stays', async () => {
    const orderId = await newOrder();
    const [image] = await stored(orderId, [png()]);
    for (const type of ['accounts', 'basic', 'personal', 'business'] as const) {
      expect((await remove(image!.id, (await signedIn(ctx.app, { type })).headers)).statusCode, type).toBe(403);
    }
    expect((await remove(image!.id, ctx.customer.headers)).statusCode).toBe(403);
    expect((await remove(image!.id, {})).statusCode).toBe(401);
    await expectStored(orderId, 1);
    expect((await remove(image!.id, (await signedIn(ctx.app, { type: 'worker-v2' })).headers)).statusCode).toBe(200);
    await expectStored(orderId, 0);
  });

  it('replays a retried delete with the first answer rather than 404', async () => {
    const orderId = await newOrder();
    const [image] = await stored(orderId, [png()]);
    const headers = withIdempotencyKey(ctx.worker.headers);
    expectReplayed(await remove(image!.id, headers), await remove(image!.id, headers), 200);
    await expectStored(orderId, 0);
  });
});
