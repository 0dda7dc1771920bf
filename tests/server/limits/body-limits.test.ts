import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, idempotencyKeys, orderUploads, orders } from '../../../src/server/db/schema';
import { idempotencyKey } from '../../helpers/server/factories';
import { useFilesApp } from '../../helpers/server/files-app';
import { multipartBody, smallPdf } from '../../helpers/server/multipart';
import { createOrder } from '../../helpers/server/orders-factory';

const ctx = useFilesApp('body-limits');

/** The limits as docs/operations.md states them, written out so that raising one fails here. */
const jsonLimit = 1_048_576;
const fieldLimit = 20;

const tooLarge = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } };

/** Rows of every table a refused write could have touched. */
const footprint = async () => {
  const rows = async (table: typeof orders | typeof idempotencyKeys | typeof activityLogs | typeof orderUploads) =>
    (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return { orders: await rows(orders), keys: await rows(idempotencyKeys), activity: await rows(activityLogs), uploads: await rows(orderUploads) };
};

/** An order body padded with spaces, which JSON allows between tokens, to exactly `bytes`. */
const orderBodyOf = (bytes: number) => {
  const json = JSON.stringify({ workerID: ctx.worker.id, data: { comments: 'padding' } });
  return `${json.slice(0, -1)}${' '.repeat(bytes - json.length)}}`;
};

const postOrder = (payload: string | Readable) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload,
    headers: { ...ctx.worker.headers, 'content-type': 'application/json', 'idempotency-key': idempotencyKey() },
  });

describe('the JSON body limit', () => {
  it(`reads a body of ${jsonLimit} bytes and answers one byte more 413, writing nothing`, async () => {
    const before = await footprint();
    const atLimit = await postOrder(orderBodyOf(jsonLimit));
    // Read and judged by the order's schema: not a size refusal.
    expect(atLimit.statusCode).toBe(400);
    const over = await postOrder(orderBodyOf(jsonLimit + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(tooLarge);
    expect(await footprint()).toEqual(before);
    console.log(`JSON: ${jsonLimit} bytes read (answered ${atLimit.statusCode} by the schema), ${jsonLimit + 1} bytes answered ${over.statusCode}; rows before and after ${JSON.stringify(before)}`);
  });

  it('counts a body sent without a length as it arrives, and refuses it the same way', async () => {
    const before = await footprint();
    const chunks = Array.from({ length: 20 }, () => ' '.repeat(64 * 1024));
    const streamed = await postOrder(Readable.from(['{', ...chunks, '}']));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual(tooLarge);
    expect(await footprint()).toEqual(before);
  });
});

describe('the upload limits', () => {
  it(`refuses an upload with more than ${fieldLimit} form fields with 413, keeping nothing`, async () => {
    const orderId = (await createOrder(ctx.app, { customer: ctx.customer.id })).order.id;
    const before = await footprint();
    const fields = Object.fromEntries(Array.from({ length: fieldLimit + 1 }, (_, i) => [`note${i}`, 'x']));
    const { payload, contentType } = await multipartBody('file', [{ name: 'invoice.pdf', bytes: smallPdf() }], fields);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/uploads`,
      payload,
      headers: { ...ctx.worker.headers, 'content-type': contentType, 'idempotency-key': idempotencyKey() },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The upload has too many parts.' } });
    expect(await footprint()).toEqual(before);
    expect(ctx.filesOf(orderId)).toEqual([]);
  });
});
