import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prealertMessages } from '../../../src/domain/prealerts';
import { maxUploadBytes } from '../../../src/domain/uploads';
import { activityLogs } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed } from '../../helpers/server/access-cases';
import { idempotencyKey } from '../../helpers/server/factories';
import { escapeRegExp, signedLink } from '../../helpers/server/file-links';
import { shellScript, smallDoc, smallJpeg, smallPdf, smallPng } from '../../helpers/server/multipart';
import { invoicePdf, prealertFields, uniqueTracking, usePrealertsApp, type PrealertFields } from './prealert-context';

const ctx = usePrealertsApp();

/** A refusal keeps nothing: no row, and no file in the customer's folder. */
const expectNothingKept = async (rowsBefore: number, filesBefore: number) => {
  expect(await ctx.rowCount()).toBe(rowsBefore);
  expect(ctx.filesOf(ctx.carla.id)).toHaveLength(filesBefore);
};

describe('POST /api/users/:id/prealerts', () => {
  it('files a prealert with its invoice: the answer, the row in cents, the file on disk, and no activity row', async () => {
    const tracking = uniqueTracking();
    const pdf = smallPdf();
    const prealert = await ctx.file({ tracking_number: tracking, value: '49.99' }, [{ name: 'amazon-invoice.pdf', bytes: pdf }]);
    expect(prealert).toEqual({
      id: expect.any(Number),
      customer: { id: ctx.carla.id, full_name: 'Carla Cartwright', location: { id: 1, name: 'Madeira' } },
      tracking_number: tracking,
      courier: 'amazon',
      vendor: 'Amazon',
      description: 'Running shoes',
      value: 49.99,
      file: { url: signedLink(escapeRegExp('/api/files/') + `p${ctx.carla.id}/[0-9a-f-]{36}\\.pdf`, ctx.carla.id), file_name: 'amazon-invoice.pdf' },
      state: 'waiting',
      order_id: null,
      received_at: null,
      created_at: expect.any(String),
    });
    const row = await ctx.rowOf(prealert.id);
    // $49.99 is 4,999 cents exactly.
    expect(row).toMatchObject({ userId: ctx.carla.id, valueCents: 4999, mimeType: 'application/pdf', sizeBytes: pdf.length, orderId: null, receivedAt: null });
    expect(readFileSync(ctx.storedPath(row!.filePath!))).toEqual(pdf);
    expect(await ctx.db.select().from(activityLogs).where(eq(activityLogs.userId, ctx.carla.id))).toEqual([]);
  });

  it('files one without a file, and with a blank courier as none', async () => {
    const files = ctx.filesOf(ctx.carla.id).length;
    const prealert = await ctx.file({ courier: '' });
    expect(prealert).toMatchObject({ courier: null, file: null, state: 'waiting' });
    expect(ctx.filesOf(ctx.carla.id)).toHaveLength(files);
  });

  it('keeps a tracking number as a scanner reads it (capitals, no spaces) and reads dollars exactly', async () => {
    const suffix = String(Date.now()).slice(-6);
    const prealert = await ctx.file({ tracking_number: `  1z 999 aa1 01 ${suffix} `, value: '$1,250.5' });
    expect(prealert.tracking_number).toBe(`1Z999AA101${suffix}`);
    // $1,250.50 is 125,050 cents.
    expect(prealert.value).toBe(1250.5);
    expect((await ctx.rowOf(prealert.id))!.valueCents).toBe(125_050);
  });

  it.each([
    ['a .jpg', 'scan.jpg', smallJpeg(), 'image/jpeg'],
    ['a .png', 'scan.PNG', smallPng(), 'image/png'],
    ['a Word .doc', 'invoice.doc', smallDoc(), 'application/msword'],
  ])('takes %s and stores the type its content proves', async (_label, name, bytes, mime) => {
    const prealert = await ctx.file({}, [{ name, bytes, type: 'application/octet-stream' }]);
    expect((await ctx.rowOf(prealert.id))!.mimeType).toBe(mime);
  });

  const tooLong = 'X'.repeat(101);
  const badFields: [string, PrealertFields, string, string][] = [
    ['no tracking number', { tracking_number: '' }, 'tracking_number', prealertMessages.trackingRequired],
    ['a tracking number of spaces', { tracking_number: '   ' }, 'tracking_number', prealertMessages.trackingRequired],
    ['a tracking number over 100 characters', { tracking_number: tooLong }, 'tracking_number', 'At most 100 characters'],
    ['a control character in the tracking number', { tracking_number: 'TBA\u0007123' }, 'tracking_number', 'Must not contain control characters'],
    ['an unknown courier', { courier: 'pigeon' }, 'courier', prealertMessages.courier],
    ['no vendor', { vendor: ' ' }, 'vendor', prealertMessages.vendorRequired],
    ['no description', { description: '' }, 'description', prealertMessages.descriptionRequired],
    ['no value', { value: '' }, 'value', prealertMessages.valueRequired],
    ['a value that is not an amount', { value: 'twelve' }, 'value', prealertMessages.valueAmount],
    ['a value with three decimals', { value: '1.005' }, 'value', prealertMessages.valueAmount],
    ['a negative value', { value: '-1' }, 'value', prealertMessages.valueNegative],
    ['a value over $10,000,000', { value: '10000000.01' }, 'value', prealertMessages.valueTooLarge],
  ];

  it.each(badFields)('refuses %s with 400 on that field and keeps nothing', async (_label, overrides, field, message) => {
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.carla.id).length] as const;
    const response = await ctx.post(prealertFields(overrides), [invoicePdf()]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
    await expectNothingKept(...before);
  });

  it('names every missing field at once', async () => {
    const response = await ctx.post({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      tracking_number: prealertMessages.trackingRequired,
      vendor: prealertMessages.vendorRequired,
      description: prealertMessages.descriptionRequired,
      value: prealertMessages.valueRequired,
    });
  });

  it.each([
    ['a .pdf that is really a shell script', 'invoice.pdf', shellScript()],
    ['a .png that is really a PDF', 'invoice.png', smallPdf()],
    ['a .docx (not msword)', 'invoice.docx', smallDoc()],
    ['a program', 'setup.exe', shellScript()],
  ])('refuses %s with 400 on the file, beside any field problem, and keeps nothing', async (_label, name, bytes) => {
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.carla.id).length] as const;
    const response = await ctx.post(prealertFields({ vendor: '' }), [{ name, bytes }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ vendor: prealertMessages.vendorRequired, file: prealertMessages.fileType });
    await expectNothingKept(...before);
  });

  it('refuses a file over 10 MB with 400 on the file, and keeps nothing', async () => {
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.carla.id).length] as const;
    const bytes = Buffer.concat([smallPdf(), Buffer.alloc(maxUploadBytes)]);
    const response = await ctx.post(prealertFields(), [{ name: 'big.pdf', bytes }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: prealertMessages.fileTooLarge });
    await expectNothingKept(...before);
  });

  it('refuses two files with 400 on the file, and keeps neither', async () => {
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.carla.id).length] as const;
    const response = await ctx.post(prealertFields(), [invoicePdf(), invoicePdf()]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: prealertMessages.oneFile });
    await expectNothingKept(...before);
  });

  it('refuses a JSON body with 415', async () => {
    const before = await ctx.rowCount();
    const response = await ctx.app.inject({ method: 'POST', url: `/api/users/${ctx.carla.id}/prealerts`, headers: ctx.carla.headers, payload: prealertFields() });
    expect(response.statusCode).toBe(415);
    expect(await ctx.rowCount()).toBe(before);
  });

  it('refuses a number the customer already has waiting (any case or spacing) with 409; another customer may file it', async () => {
    const tracking = uniqueTracking();
    await ctx.file({ tracking_number: tracking });
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.carla.id).length] as const;
    const again = await ctx.post(prealertFields({ tracking_number: ` ${tracking.toLowerCase().replace('tba', 'tba ')} ` }), [invoicePdf()]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CONFLICT', message: prealertMessages.repeated } });
    await expectNothingKept(...before);
    expect((await ctx.file({ tracking_number: tracking }, [], ctx.dora)).tracking_number).toBe(tracking);
  });

  it("answers a customer naming another customer's id with 404 and keeps nothing", async () => {
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.dora.id).length] as const;
    const response = await ctx.post(prealertFields(), [invoicePdf()], ctx.dora, { ...ctx.carla.headers, 'idempotency-key': idempotencyKey() });
    expect(response.statusCode).toBe(404);
    expect(await ctx.rowCount()).toBe(before[0]);
    expect(ctx.filesOf(ctx.dora.id)).toHaveLength(before[1]);
  });

  it('answers a retry with the same key from the stored answer, keeping one row and one file', async () => {
    const headers = { ...ctx.carla.headers, 'idempotency-key': idempotencyKey() };
    const fields = prealertFields();
    const files = ctx.filesOf(ctx.carla.id).length;
    const first = await ctx.post(fields, [invoicePdf()], ctx.carla, headers);
    const before = await ctx.rowCount();
    const replay = await ctx.post(fields, [invoicePdf()], ctx.carla, headers);
    expectReplayed(first, replay, 201);
    expect(await ctx.rowCount()).toBe(before);
    expect(ctx.filesOf(ctx.carla.id)).toHaveLength(files + 1);
  });

  it('refuses the same key with other fields or another file with 409, keeping nothing more', async () => {
    const headers = { ...ctx.carla.headers, 'idempotency-key': idempotencyKey() };
    const fields = prealertFields();
    await ctx.post(fields, [invoicePdf()], ctx.carla, headers);
    const before = [await ctx.rowCount(), ctx.filesOf(ctx.carla.id).length] as const;
    expectKeyMismatch(await ctx.post({ ...fields, vendor: 'eBay' }, [invoicePdf()], ctx.carla, headers));
    expectKeyMismatch(await ctx.post(fields, [{ name: 'invoice.pdf', bytes: Buffer.concat([smallPdf(), Buffer.from('%extra')]) }], ctx.carla, headers));
    await expectNothingKept(...before);
  });
});
