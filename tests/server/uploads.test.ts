import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maxInvoiceFiles, maxUploadBytes, uploadMessages, zOrderFile } from '../../src/domain/uploads';
import { activityLogs, orderUploads } from '../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../helpers/server/access-cases';
import { signedIn } from '../helpers/server/factories';
import { useFilesApp } from '../helpers/server/files-app';
import { escapeRegExp, signedLink } from '../helpers/server/file-links';
import { multipartBody, shellScript, smallDoc, smallJpeg, smallPdf, smallPng, type UploadFile } from '../helpers/server/multipart';
import { createOrder } from '../helpers/server/orders-factory';

const ctx = useFilesApp('uploads');

type Headers = Record<string, string>;
const rowsOf = (orderId: number) => ctx.db.select().from(orderUploads).where(eq(orderUploads.orderId, orderId)).orderBy(asc(orderUploads.id));
const newOrder = async (customerId = ctx.customer.id) => (await createOrder(ctx.app, { customer: customerId })).order.id;

const upload = async (orderId: number, files: readonly UploadFile[], headers: Headers = ctx.worker.headers, field = 'file') => {
  const { payload, contentType } = await multipartBody(field, files);
  return ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/uploads`, payload, headers: { ...headers, 'content-type': contentType } });
};
const uploaded = async (orderId: number, file: UploadFile, headers: Headers = ctx.worker.headers) => {
  const response = await upload(orderId, [file], headers);
  expect(response.statusCode, response.body).toBe(201);
  return zOrderFile.parse(response.json());
};

/** A refusal leaves the order exactly as it was: no row and no file. */
const expectNothingStored = async (orderId: number, rowsBefore = 0) => {
  expect(await rowsOf(orderId)).toHaveLength(rowsBefore);
  expect(ctx.filesOf(orderId)).toHaveLength(rowsBefore);
};

describe('POST /api/orders/:id/uploads', () => {
  it('stores a real PDF from staff as a Manual upload: file on disk, row, answer and activity', async () => {
    const orderId = await newOrder();
    const pdf = smallPdf();
    const file = await uploaded(orderId, { name: 'invoice-42.pdf', bytes: pdf, type: 'application/pdf' });
    expect(file).toEqual({
      id: expect.any(Number),
      url: signedLink(escapeRegExp(`/api/files/${file.path}`), ctx.worker.id),
      path: expect.stringMatching(new RegExp(`^${orderId}/[0-9a-f-]{36}\\.pdf$`)),
      file_name: 'invoice-42.pdf',
      origin: 'Manual',
    });
    expect(readFileSync(join(ctx.dataDir, 'uploads', file.path))).toEqual(pdf);
    expect(await rowsOf(orderId)).toEqual([
      expect.objectContaining({ id: file.id, path: file.path, mimeType: 'application/pdf', sizeBytes: pdf.length, origin: 'Manual', uploadedBy: ctx.worker.id }),
    ]);
    const logs = await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'order'), eq(activityLogs.entityId, orderId)));
    expect(logs).toEqual([expect.objectContaining({ userId: ctx.worker.id, action: 'Uploaded invoice file' })]);
  });

  it('stores a real PNG from the customer who owns the order as a Customer upload, without an activity row', async () => {
    const orderId = await newOrder();
    const file = await uploaded(orderId, { name: 'receipt.PNG', bytes: smallPng() }, ctx.customer.headers);
    expect(file).toMatchObject({ origin: 'Customer', file_name: 'receipt.PNG', path: expect.stringMatching(/\.png$/) });
    expect(await rowsOf(orderId)).toEqual([expect.objectContaining({ mimeType: 'image/png', origin: 'Customer', uploadedBy: ctx.customer.id })]);
    expect(await ctx.db.select().from(activityLogs).where(eq(activityLogs.userId, ctx.customer.id))).toEqual([]);
  });

  it.each([
    ['a .jpg', 'scan.jpg', smallJpeg(), 'image/jpeg'],
    ['a .jpeg', 'scan.jpeg', smallJpeg(), 'image/jpeg'],
    ['a Word .doc', 'invoice.doc', smallDoc(), 'application/msword'],
  ])('accepts %s and stores the type its content proves', async (_label, name, bytes, mime) => {
    const orderId = await newOrder();
    await uploaded(orderId, { name, bytes });
    expect(await rowsOf(orderId)).toEqual([expect.objectContaining({ mimeType: mime })]);
  });

  it('keeps only the last part of a file name a browser sends with folders', async () => {
    const orderId = await newOrder();
    expect((await uploaded(orderId, { name: 'C:\\Users\\me\\invoice.pdf', bytes: smallPdf() })).file_name).toBe('invoice.pdf');
  });

  it('drops control characters and Unicode non-characters from a file name, keeping the rest', async () => {
    const orderId = await newOrder();
    expect((await uploaded(orderId, { name: 'fac\ufffetura\u0007 «año».pdf', bytes: smallPdf() })).file_name).toBe('factura «año».pdf');
  });

  it.each([
    ['a .png that is really a shell script', 'invoice.png', shellScript()],
    ['a PDF renamed .png', 'invoice.png', smallPdf()],
    ['a PNG renamed .pdf', 'invoice.pdf', smallPng()],
    ['a script named .doc', 'invoice.doc', shellScript()],
    ['a .txt file', 'notes.txt', Buffer.from('hello')],
    ['a .docx file', 'invoice.docx', smallDoc()],
    ['a name without extension', 'invoice', smallPdf()],
    ['an executable named .exe', 'setup.exe', Buffer.from('MZ\x90\x00')],
    ['an empty .pdf', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415 and keeps nothing', async (_label, name, bytes) => {
    const orderId = await newOrder();
    const response = await upload(orderId, [{ name, bytes, type: 'application/pdf' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.invoiceType } });
    await expectNothingStored(orderId);
  });

  it(`refuses a file over 10 MB with 413 and the spec's message, leaving no file behind`, async () => {
    const orderId = await newOrder();
    const big = Buffer.concat([smallPdf(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(orderId, [{ name: 'huge.pdf', bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'This file exceeds the 10MB limit.' } });
    await expectNothingStored(orderId);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const orderId = await newOrder();
    const pdf = smallPdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(maxUploadBytes - pdf.length)]);
    const file = await uploaded(orderId, { name: 'exact.pdf', bytes: exact });
    expect(await rowsOf(orderId)).toEqual([expect.objectContaining({ id: file.id, sizeBytes: maxUploadBytes })]);
  });

  it(`holds at most ${maxInvoiceFiles} files per order: the sixth gets 409 and is not kept`, async () => {
    const orderId = await newOrder();
    for (let i = 0; i < maxInvoiceFiles; i++) await uploaded(orderId, { name: `part-${i}.pdf`, bytes: smallPdf() });
    const response = await upload(orderId, [{ name: 'sixth.pdf', bytes: smallPdf() }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: uploadMessages.invoicesFull } });
    await expectNothingStored(orderId, maxInvoiceFiles);
  });

  it('refuses a request without a file, with the file in another field, or with two files, with 400', async () => {
    const orderId = await newOrder();
    const { payload, contentType } = await multipartBody('file', [], { note: 'no file here' });
    const empty = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/uploads`, payload, headers: { ...ctx.worker.headers, 'content-type': contentType } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { file: uploadMessages.fileRequired } } });
    const elsewhere = await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], ctx.worker.headers, 'attachment');
    expect(elsewhere.statusCode).toBe(400);
    const two = await upload(orderId, [
      { name: 'a.pdf', bytes: smallPdf() },
      { name: 'b.pdf', bytes: smallPdf() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ error: { fields: { file: uploadMessages.oneFile } } });
    await expectNothingStored(orderId);
  });

  it('refuses a part that is a file by its type alone, naming no file, with 415 like any name of no allowed kind', async () => {
    const orderId = await newOrder();
    // A part sent as application/octet-stream is a file even without a filename; its name was undefined and a 500.
    const response = await upload(orderId, [{ name: '', bytes: smallPdf() }]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.invoiceType } });
    await expectNothingStored(orderId);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const orderId = await newOrder();
    const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/uploads`, payload: { file: 'invoice.pdf' }, headers: ctx.worker.headers });
    expect(response.statusCode).toBe(415);
    await expectNothingStored(orderId);
  });

  it("answers a customer uploading to another customer's order with 404, and keeps nothing", async () => {
    const orderId = await newOrder((await signedIn(ctx.app, { type: 'business' })).id);
    const response = await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], ctx.customer.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await expectNothingStored(orderId);
  });

  it('answers an unknown order, or a deleted one, with 404', async () => {
    expect((await upload(999_999, [{ name: 'invoice.pdf', bytes: smallPdf() }])).statusCode).toBe(404);
    const deleted = (await createOrder(ctx.app, { customer: ctx.customer.id, deleted: true })).order.id;
    expect((await upload(deleted, [{ name: 'invoice.pdf', bytes: smallPdf() }])).statusCode).toBe(404);
    await expectNothingStored(deleted);
  });

  it('is for staff and customers: accounts and basic get 403, strangers and retired staff 401', async () => {
    const orderId = await newOrder();
    for (const type of ['admin', 'worker-v2', 'business'] as const) {
      const caller = await signedIn(ctx.app, { type });
      const own = type === 'business' ? await newOrder(caller.id) : orderId;
      expect((await upload(own, [{ name: 'invoice.pdf', bytes: smallPdf() }], caller.headers)).statusCode, type).toBe(201);
    }
    for (const type of ['accounts', 'basic'] as const) {
      const caller = await signedIn(ctx.app, { type, special: true });
      expect((await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], caller.headers)).statusCode, type).toBe(403);
    }
    expect((await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], {})).statusCode).toBe(401);
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    expect((await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], retired.headers)).statusCode).toBe(401);
    await expectNothingStored(orderId, 2);
  });

  it('answers a retried upload with the stored answer and keeps one row and one file', async () => {
    const orderId = await newOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], headers);
    const replay = await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], headers);
    expectReplayed(first, replay, 201);
    await expectNothingStored(orderId, 1);
  });

  it('refuses the same key with another file of the same size with 409, and keeps only the first', async () => {
    const orderId = await newOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], headers);
    expect(first.statusCode).toBe(201);
    const changed = Buffer.from(smallPdf());
    changed[changed.length - 8]! ^= 1;
    const second = await upload(orderId, [{ name: 'invoice.pdf', bytes: changed }], headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_MISMATCH' } });
    const rows = await rowsOf(orderId);
    expect(rows.map((row) => row.path)).toEqual([zOrderFile.parse(first.json()).path]);
    expect(ctx.filesOf(orderId)).toHaveLength(1);
    expect(readFileSync(join(ctx.dataDir, 'uploads', rows[0]!.path))).toEqual(smallPdf());
  });

  it('refuses the same key with the same bytes under another file name with 409', async () => {
    const orderId = await newOrder();
    const headers = withIdempotencyKey(ctx.worker.headers);
    expect((await upload(orderId, [{ name: 'invoice.pdf', bytes: smallPdf() }], headers)).statusCode).toBe(201);
    expect((await upload(orderId, [{ name: 'receipt.pdf', bytes: smallPdf() }], headers)).statusCode).toBe(409);
    await expectNothingStored(orderId, 1);
  });

  it('answers a body cut off before its closing boundary with 400, and stores nothing', async () => {
    const orderId = await newOrder();
    const { payload, contentType } = await multipartBody('file', [{ name: 'invoice.pdf', bytes: smallPdf() }]);
    const cut = payload.subarray(0, payload.length - 30);
    const response = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/uploads`, payload: cut, headers: { ...ctx.worker.headers, 'content-type': contentType } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    await expectNothingStored(orderId);
  });
});

describe('DELETE /api/orders/:id/uploads?path=', () => {
  const remove = (orderId: number, path: string, headers: Headers = ctx.admin.headers) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/uploads?path=${encodeURIComponent(path)}`, headers });

  it('removes the row and the file, answers with the removed upload and logs it', async () => {
    const orderId = await newOrder();
    const file = await uploaded(orderId, { name: 'invoice.pdf', bytes: smallPdf() }, ctx.customer.headers);
    const kept = await uploaded(orderId, { name: 'other.pdf', bytes: smallPdf() });
    const response = await remove(orderId, file.path);
    expect(response.statusCode).toBe(200);
    expect(zOrderFile.parse(response.json())).toEqual({ ...file, url: signedLink(escapeRegExp(`/api/files/${file.path}`), ctx.admin.id) });
    expect((await rowsOf(orderId)).map((row) => row.id)).toEqual([kept.id]);
    expect(existsSync(join(ctx.dataDir, 'uploads', file.path))).toBe(false);
    expect(existsSync(join(ctx.dataDir, 'uploads', kept.path))).toBe(true);
    const logs = await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.userId, ctx.admin.id), eq(activityLogs.entityId, orderId)));
    expect(logs).toEqual([expect.objectContaining({ action: 'Removed invoice file', entity: 'order' })]);
  });

  it('takes the file URL as well as the path', async () => {
    const orderId = await newOrder();
    const file = await uploaded(orderId, { name: 'invoice.pdf', bytes: smallPdf() });
    expect((await remove(orderId, file.url)).statusCode).toBe(200);
    await expectNothingStored(orderId);
  });

  it("answers 404 for an unknown path, or another order's path, and keeps that file", async () => {
    const orderId = await newOrder();
    const otherOrder = await newOrder();
    const file = await uploaded(orderId, { name: 'invoice.pdf', bytes: smallPdf() });
    expect((await remove(otherOrder, file.path)).statusCode).toBe(404);
    expect((await remove(orderId, `${orderId}/00000000-0000-0000-0000-000000000000.pdf`)).statusCode).toBe(404);
    expect((await remove(orderId, '../../etc/passwd')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/uploads`, headers: ctx.admin.headers })).statusCode).toBe(400);
    await expectNothingStored(orderId, 1);
  });

  it('is for admins only: other types get 403 even when special, strangers 401; nothing is removed', async () => {
    const orderId = await newOrder();
    const file = await uploaded(orderId, { name: 'invoice.pdf', bytes: smallPdf() }, ctx.customer.headers);
    for (const type of ['worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const) {
      const caller = await signedIn(ctx.app, { type, special: type.startsWith('worker') });
      expect((await remove(orderId, file.path, caller.headers)).statusCode, type).toBe(403);
    }
    expect((await remove(orderId, file.path, ctx.customer.headers)).statusCode).toBe(403);
    expect((await remove(orderId, file.path, {})).statusCode).toBe(401);
    await expectNothingStored(orderId, 1);
  });

  it('replays a retried removal with the first answer rather than 404', async () => {
    const orderId = await newOrder();
    const file = await uploaded(orderId, { name: 'invoice.pdf', bytes: smallPdf() });
    const headers = withIdempotencyKey(ctx.admin.headers);
    expectReplayed(await remove(orderId, file.path, headers), await remove(orderId, file.path, headers), 200);
    await expectNothingStored(orderId);
  });
});

describe('files follow the transaction of their rows', () => {
  it('removes a new file again when its row fails to commit, and keeps a file whose removal fails to commit', async () => {
    // Deferred triggers refuse these two rows only at COMMIT, after the service has done its work.
    await ctx.db.execute(sql`create function refuse_at_commit() returns trigger language plpgsql as $$ begin raise exception 'refused at commit'; end $$`);
    await ctx.db.execute(
      sql`create constraint trigger refuse_insert after insert on order_uploads deferrable initially deferred for each row when (new.file_name = 'refused.pdf') execute function refuse_at_commit()`,
    );
    await ctx.db.execute(
      sql`create constraint trigger refuse_delete after delete on order_uploads deferrable initially deferred for each row when (old.file_name = 'kept.pdf') execute function refuse_at_commit()`,
    );
    try {
      const orderId = await newOrder();
      const refused = await upload(orderId, [{ name: 'refused.pdf', bytes: smallPdf() }]);
      expect(refused.statusCode).toBe(500);
      await expectNothingStored(orderId);

      const kept = await uploaded(orderId, { name: 'kept.pdf', bytes: smallPdf() });
      const removal = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/uploads?path=${encodeURIComponent(kept.path)}`, headers: ctx.admin.headers });
      expect(removal.statusCode).toBe(500);
      await expectNothingStored(orderId, 1);
      expect(existsSync(join(ctx.dataDir, 'uploads', kept.path))).toBe(true);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_insert on order_uploads`);
      await ctx.db.execute(sql`drop trigger refuse_delete on order_uploads`);
      await ctx.db.execute(sql`drop function refuse_at_commit()`);
    }
  });
});

describe('over a real connection', () => {
  it('a browser refused before its upload is read still hears the answer, and the connection is released', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const orderId = await newOrder();
    const send = async (id: number, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(8 * 1024 * 1024)]), name);
      const response = await fetch(`${address}/api/orders/${id}/uploads`, { method: 'POST', body: form, headers: ctx.worker.headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await send(orderId, 'setup.exe')).toEqual({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: uploadMessages.invoiceType } } });
    expect(await send(orderId, 'zeros.pdf')).toMatchObject({ status: 415 });
    expect(await send(999_999, 'invoice.pdf')).toMatchObject({ status: 404 });
    await expectNothingStored(orderId);
    // afterAll closes the app: a connection still stuck in an unread body would hold it open.
  });
});
