import { beforeAll, describe, expect, it } from 'vitest';
import { zOrder } from '../../../src/domain/orders';
import { zOrderFile, type OrderFile } from '../../../src/domain/uploads';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { signedIn, type Actor } from '../../helpers/server/factories';
import { useFilesApp } from '../../helpers/server/files-app';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { multipartBody, smallPdf, smallPng } from '../../helpers/server/multipart';
import { createOrder } from '../../helpers/server/orders-factory';

// A customer's own order, as the order page shows it to its owner (portal spec §6): their own
// uploads only, never the staff's (Manual) ones or the warehouse photos; another customer's order
// and everything hanging from it answer 404, as if it did not exist.

const ctx = useFilesApp('own-order');

type Headers = Record<string, string>;
let stranger: Actor;
let special: Actor;
let orderId: number;
let packageId: number;
let invoiceId: number;
let manual: OrderFile;

const upload = async (headers: Headers, name: string, bytes: Uint8Array) => {
  const { payload, contentType } = await multipartBody('file', [{ name, bytes }]);
  return ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/uploads`, payload, headers: withIdempotencyKey({ ...headers, 'content-type': contentType }) });
};
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const readOrder = async (headers: Headers) => zOrder.parse((await get(`/api/orders/${orderId}`, headers)).json());

beforeAll(async () => {
  stranger = await signedIn(ctx.app, { type: 'business' });
  special = await signedIn(ctx.app, { type: 'worker', special: true });
  const created = await createOrder(ctx.app, { customer: ctx.customer.id, checkpoint: 12 });
  orderId = created.order.id;
  packageId = created.packages[0]!.id;
  invoiceId = (await insertInvoice(ctx.app, { orderId, userId: ctx.customer.id, createdBy: ctx.worker.id })).id;
  const staffUpload = await upload(special.headers, 'supplier-invoice.pdf', smallPdf());
  expect(staffUpload.statusCode, staffUpload.body).toBe(201);
  manual = zOrderFile.parse(staffUpload.json());
});

describe("a customer's own order", () => {
  it('lists the invoice they upload as theirs (origin Customer), and never the Manual one staff uploaded', async () => {
    expect((await readOrder(ctx.customer.headers)).uploads).toEqual([]);
    const response = await upload(ctx.customer.headers, 'my-receipt.png', smallPng());
    expect(response.statusCode, response.body).toBe(201);
    expect(zOrderFile.parse(response.json())).toMatchObject({ origin: 'Customer', file_name: 'my-receipt.png' });
    const seen = await readOrder(ctx.customer.headers);
    expect(seen.uploads.map((file) => [file.file_name, file.origin])).toEqual([['my-receipt.png', 'Customer']]);
    expect(seen.images).toEqual([]);
    expect(seen.shipment_id).toBeNull();
    // The special worker sees both.
    expect((await readOrder(special.headers)).uploads.map((file) => file.origin)).toEqual(['Manual', 'Customer']);
  });

  it('opens their own file, and answers the Manual file with 404 even by its path', async () => {
    const own = (await readOrder(ctx.customer.headers)).uploads[0]!;
    expect((await get(own.url, {})).statusCode).toBe(200);
    expect((await get(`/api/files/${manual.path}`, ctx.customer.headers)).statusCode).toBe(404);
  });
});

describe("another customer's order", () => {
  it("answers the order, an upload to it, its package history, its invoice and the owner's lists with 404", async () => {
    const before = (await readOrder(special.headers)).uploads.length;
    const refused: [string, number][] = [
      ['order', (await get(`/api/orders/${orderId}`, stranger.headers)).statusCode],
      ['upload', (await upload(stranger.headers, 'not-mine.pdf', smallPdf())).statusCode],
      ['trackings', (await get(`/api/packages/${packageId}/trackings`, stranger.headers)).statusCode],
      ['invoice', (await get(`/api/invoices/${invoiceId}`, stranger.headers)).statusCode],
      ['invoices', (await get(`/api/users/${ctx.customer.id}/invoices`, stranger.headers)).statusCode],
      ['orders', (await get(`/api/users/${ctx.customer.id}/orders/list`, stranger.headers)).statusCode],
      ['file', (await get(`/api/files/${manual.path}`, stranger.headers)).statusCode],
    ];
    expect(refused).toEqual(refused.map(([what]) => [what, 404]));
    expect((await readOrder(special.headers)).uploads).toHaveLength(before);
    expect(ctx.filesOf(orderId)).toHaveLength(before);
    // Their own list answers, empty.
    expect((await get(`/api/users/${stranger.id}/invoices`, stranger.headers)).json()).toEqual({ data: [] });
  });
});
