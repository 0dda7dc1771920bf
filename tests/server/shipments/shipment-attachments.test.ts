import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentMessages, zShipmentAttachment, type AttachmentResult, type ShipmentAttachment } from '../../../src/domain/shipments';
import { maxUploadBytes } from '../../../src/domain/uploads';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { bareUrl, escapeRegExp, signedLink } from '../../helpers/server/file-links';
import { shellScript, smallJpeg, smallPdf, smallPng, type UploadFile } from '../../helpers/server/multipart';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// Attachments of a shipment (finance spec §2, §5, §8, §9): png, jpg, jpeg or pdf, at most 5 an
// upload, each file kept or refused on its own with a result per file (an error icon or a done
// icon each). Files are served at their URL to admins and workers only.

// This file's app keeps its files in a folder of its own, so what is on disk is what these tests stored.
const storage = { dataDir: '' };

let ctx: ShipmentsContext;
beforeAll(async () => {
  storage.dataDir = mkdtempSync(join(tmpdir(), 'freight-shipment-attachments-'));
  ctx = await createShipmentsContext({ dataDir: storage.dataDir });
});
afterAll(async () => {
  await ctx.app.close();
  rmSync(storage.dataDir, { recursive: true, force: true });
});

const newShipment = async () => (await ctx.createShipment(await ctx.freshPackages(1))).id;
/** The names of the files on disk for the shipment. */
const filesOf = (shipmentId: number) => {
  const dir = join(storage.dataDir, 'uploads', `s${shipmentId}`);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const pathOf = (attachment: ShipmentAttachment) => bareUrl(attachment.url).replace(/^\/api\/files\//, '');
const stored = (result: AttachmentResult | undefined) => {
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return (result as Extract<AttachmentResult, { ok: true }>).attachment;
};
const listed = async (shipmentId: number) => {
  const response = await ctx.send('GET', `/api/shipments/${shipmentId}/attachments`, ctx.worker.headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: unknown[] }).data.map((row) => zShipmentAttachment.parse(row));
};
/** A refusal of the whole upload leaves the shipment without rows or files. */
const expectNothingStored = async (shipmentId: number, before = 0) => {
  expect(await ctx.attachmentRows(shipmentId)).toHaveLength(before);
  expect(filesOf(shipmentId)).toHaveLength(before);
};
const png: UploadFile = { name: 'manifest.png', bytes: smallPng(), type: 'image/png' };
const pdf: UploadFile = { name: 'customs-entry.pdf', bytes: smallPdf(), type: 'application/pdf' };

describe('POST /api/shipments/{id}/attachments', () => {
  it('stores a PNG and a PDF: a result per file, the bytes on disk, a row each and the activity', async () => {
    const shipmentId = await newShipment();
    const results = await ctx.uploaded(shipmentId, [png, pdf]);
    expect(results.map((r) => [r.file_name, r.ok])).toEqual([
      ['manifest.png', true],
      ['customs-entry.pdf', true],
    ]);
    const [image, document] = [stored(results[0]), stored(results[1])];
    expect(image).toEqual({
      id: expect.any(Number),
      file_name: 'manifest.png',
      url: signedLink(`/api/files/s${shipmentId}/[0-9a-f-]{36}\\.png`, ctx.worker.id),
      mime_type: 'image/png',
      size: png.bytes.length,
      created_at: expect.any(String),
      uploaded_by: expect.stringMatching(/\S/),
    });
    expect(document).toMatchObject({ file_name: 'customs-entry.pdf', mime_type: 'application/pdf', size: pdf.bytes.length, url: expect.stringMatching(/\.pdf\?/) });
    expect(readFileSync(join(storage.dataDir, 'uploads', pathOf(image)))).toEqual(png.bytes);
    expect(readFileSync(join(storage.dataDir, 'uploads', pathOf(document)))).toEqual(pdf.bytes);
    expect(filesOf(shipmentId)).toHaveLength(2);
    expect((await ctx.attachmentRows(shipmentId)).map((row) => [row.path, row.uploadedBy])).toEqual([
      [pathOf(image), ctx.worker.id],
      [pathOf(document), ctx.worker.id],
    ]);
    expect((await ctx.logsOf('shipment', shipmentId)).map((log) => log.action)).toEqual(['Created shipment', 'Attached files to shipment']);
  });

  it('lists them oldest first, as the upload answered them, and the shipment carries them too', async () => {
    const shipmentId = await newShipment();
    expect(await listed(shipmentId)).toEqual([]);
    const first = stored((await ctx.uploaded(shipmentId, [pdf]))[0]);
    const second = stored((await ctx.uploaded(shipmentId, [{ name: 'scan.jpeg', bytes: smallJpeg() }]))[0]);
    const list = await listed(shipmentId);
    expect(list.map((a) => ({ ...a, url: bareUrl(a.url) }))).toEqual([first, second].map((a) => ({ ...a, url: bareUrl(a.url) })));
    expect(list[1]).toMatchObject({ mime_type: 'image/jpeg', file_name: 'scan.jpeg' });
    expect((await ctx.getShipment(shipmentId)).attachments.map((a) => a.id)).toEqual([first.id, second.id]);
  });

  it('refuses a .png that holds text, keeps the good file sent with it, and says why per file', async () => {
    const shipmentId = await newShipment();
    const results = await ctx.uploaded(shipmentId, [{ name: 'photo.png', bytes: shellScript() }, png]);
    expect(results[0]).toEqual({ file_name: 'photo.png', ok: false, error: 'Attachments must be PNG, JPG or PDF files.' });
    expect(stored(results[1])).toMatchObject({ file_name: 'manifest.png' });
    await expectNothingStored(shipmentId, 1);
  });

  it.each([
    ['a .gif, by its name', 'animation.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['a Word .doc, which invoice files take but attachments do not', 'letter.doc', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)])],
    ['a PDF renamed .jpg', 'scan.jpg', smallPdf()],
    ['a name without extension', 'manifest', smallPdf()],
    ['an empty .pdf', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with a per-file error and stores nothing', async (_label, name, bytes) => {
    const shipmentId = await newShipment();
    const results = await ctx.uploaded(shipmentId, [{ name, bytes }]);
    expect(results).toEqual([{ file_name: name, ok: false, error: shipmentMessages.attachmentType }]);
    await expectNothingStored(shipmentId);
  });

  it('takes five files in one upload', async () => {
    const shipmentId = await newShipment();
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `page-${i + 1}.pdf`, bytes: smallPdf() }));
    expect((await ctx.uploaded(shipmentId, five)).map((r) => r.ok)).toEqual([true, true, true, true, true]);
    await expectNothingStored(shipmentId, 5);
  });

  it('refuses six files with 400 on file and keeps none of them, no row and no file on disk', async () => {
    const shipmentId = await newShipment();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `page-${i + 1}.pdf`, bytes: smallPdf() }));
    const response = await ctx.upload(shipmentId, six);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { file: shipmentMessages.attachmentsTooMany } } });
    await expectNothingStored(shipmentId);
  });

  it("refuses a file over 10 MB with the spec's message for that file, and keeps the others", async () => {
    const shipmentId = await newShipment();
    const big = Buffer.concat([smallPdf(), Buffer.alloc(maxUploadBytes)]);
    const response = await ctx.upload(shipmentId, [{ name: 'huge.pdf', bytes: big }, png]);
    expect(response.statusCode, response.body).toBe(200);
    const results = (response.json() as { data: AttachmentResult[] }).data;
    expect(results[0]).toEqual({ file_name: 'huge.pdf', ok: false, error: 'This file exceeds the 10MB limit.' });
    expect(stored(results[1])).toMatchObject({ file_name: 'manifest.png' });
    await expectNothingStored(shipmentId, 1);
  });

  it('never leaves a file over 10 MB, or a part of one, on disk', async () => {
    const shipmentId = await newShipment();
    const big = Buffer.concat([smallPdf(), Buffer.alloc(maxUploadBytes)]);
    const response = await ctx.upload(shipmentId, [{ name: 'huge.pdf', bytes: big }]);
    // Whether the answer is per file (as the test above expects) or for the whole upload, it says why.
    expect(response.body).toContain(shipmentMessages.attachmentTooLarge);
    await expectNothingStored(shipmentId);
  });

  it('takes a file of exactly 10 MB', async () => {
    const shipmentId = await newShipment();
    const exact = Buffer.concat([smallPdf(), Buffer.alloc(maxUploadBytes - smallPdf().length)]);
    expect(stored((await ctx.uploaded(shipmentId, [{ name: 'exact.pdf', bytes: exact }]))[0])).toMatchObject({ size: maxUploadBytes });
    await expectNothingStored(shipmentId, 1);
  });

  it('refuses an upload without a file, or with the file in another field, with 400 on file', async () => {
    const shipmentId = await newShipment();
    const response = await ctx.upload(shipmentId, [pdf], ctx.worker.headers, 'attachment');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: shipmentMessages.attachmentRequired });
    const none = await ctx.upload(shipmentId, []);
    expect(none.statusCode).toBe(400);
    await expectNothingStored(shipmentId);
  });

  it('refuses a part that is a file by its type alone, naming no file, by its name, and keeps the file sent with it', async () => {
    const shipmentId = await newShipment();
    // A part sent as application/octet-stream is a file even without a filename; its name was undefined and a 500.
    const response = await ctx.upload(shipmentId, [{ name: '', bytes: smallPdf() }, pdf]);
    expect(response.statusCode, response.body).toBe(200);
    const [nameless, kept] = response.json().data as AttachmentResult[];
    expect(nameless).toMatchObject({ ok: false, error: shipmentMessages.attachmentType });
    expect(kept).toMatchObject({ ok: true, file_name: pdf.name });
    expect(filesOf(shipmentId)).toHaveLength(1);
  });

  it('refuses a body that is not multipart with 415, and an unknown shipment with 404, storing nothing', async () => {
    const shipmentId = await newShipment();
    const json = await ctx.mutate('POST', `/api/shipments/${shipmentId}/attachments`, ctx.worker.headers, { file: 'manifest.png' });
    expect(json.statusCode).toBe(415);
    await expectNothingStored(shipmentId);
    expect((await ctx.upload(999_999, [png])).statusCode).toBe(404);
    expect(filesOf(999_999)).toEqual([]);
    expect((await ctx.send('GET', '/api/shipments/999999/attachments', ctx.worker.headers)).statusCode).toBe(404);
  });

  it('answers a retried upload with the same key from the first answer, storing nothing twice', async () => {
    const shipmentId = await newShipment();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await ctx.upload(shipmentId, [png, pdf], headers);
    const replay = await ctx.upload(shipmentId, [png, pdf], headers);
    expectReplayed(first, replay, 200);
    await expectNothingStored(shipmentId, 2);
    const other = await ctx.upload(shipmentId, [png, { ...pdf, name: 'another-name.pdf' }], headers);
    expect(other.statusCode).toBe(409);
    await expectNothingStored(shipmentId, 2);
  });
});

describe('GET /api/files/s{shipmentId}/{file}', () => {
  it('serves the bytes to a worker and an admin, and answers a customer and a worker-v2 with 404', async () => {
    const shipmentId = await newShipment();
    const attachment = stored((await ctx.uploaded(shipmentId, [png]))[0]);
    const url = bareUrl(attachment.url);
    expect(url).toMatch(new RegExp(`^${escapeRegExp(`/api/files/s${shipmentId}/`)}[0-9a-f-]{36}\\.png$`));
    for (const headers of [ctx.worker.headers, ctx.admin.headers]) {
      const response = await ctx.send('GET', url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload).toEqual(png.bytes);
    }
    // The link the answer carries opens the file without the header, as an <img> would.
    expect((await ctx.send('GET', attachment.url, {})).rawPayload).toEqual(png.bytes);
    const workerV2 = await ctx.person({ type: 'worker-v2' });
    for (const headers of [ctx.customer.headers, workerV2.headers]) {
      const response = await ctx.send('GET', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload).not.toEqual(png.bytes);
    }
  });

  it('answers a name in the folder that no attachment has with 404', async () => {
    const shipmentId = await newShipment();
    await ctx.uploaded(shipmentId, [png]);
    expect((await ctx.send('GET', `/api/files/s${shipmentId}/00000000-0000-0000-0000-000000000000.png`, ctx.worker.headers)).statusCode).toBe(404);
  });
});
