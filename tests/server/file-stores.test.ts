import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zOrderFile } from '../../src/domain/uploads';
import { isStoredPath, type FileStore } from '../../src/server/storage/file-store';
import { createLocalFileStore } from '../../src/server/storage/local-disk';
import { createObjectFileStore } from '../../src/server/storage/object-store';
import { signedIn } from '../helpers/server/factories';
import { multipartBody, smallPdf } from '../helpers/server/multipart';
import { createOrder } from '../helpers/server/orders-factory';
import { startS3Server } from '../helpers/server/s3-server';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(join(tmpdir(), 'freight-stores-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['the local disk', () => createLocalFileStore(dataDir)],
  ['an S3-compatible bucket', () => createObjectFileStore(s3.config)],
];

/** A stream that gives some bytes and then fails, as an upload cut off half-way does. */
const cutOff = () =>
  new Readable({
    read() {
      this.push(Buffer.from('%PDF-1.4 half of a file'));
      this.destroy(new Error('connection reset'));
    },
  });

describe.each(stores)('the file store on %s', (_where, makeStore) => {
  it('stores a file whole and measured, reads it back, and removes it', async () => {
    const store = makeStore();
    const bytes = smallPdf();
    const path = store.newPath(42, 'pdf');
    expect(isStoredPath(path)).toBe(true);
    expect(store.newPath(42, 'pdf')).not.toBe(path);
    const written = await store.write(path, Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
    expect(written.size).toBe(bytes.length);
    expect(written.head).toEqual(bytes.subarray(0, written.head.length));
    expect(written.head.length).toBeGreaterThan(0);
    expect(written.digest).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await store.sizeOf(path)).toBe(bytes.length);
    expect(await buffer(store.read(path))).toEqual(bytes);
    await store.remove(path);
    expect(await store.sizeOf(path)).toBeUndefined();
    await expect(store.remove(path)).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the upload fails half-way', async () => {
    const store = makeStore();
    const path = store.newPath('s7', 'pdf');
    await expect(store.write(path, cutOff())).rejects.toThrow('connection reset');
    expect(await store.sizeOf(path)).toBeUndefined();
  });

  it('refuses any path that is not a stored one', async () => {
    const store = makeStore();
    await expect(store.write('../jwt-secret', Readable.from([Buffer.from('x')]))).rejects.toThrow('Not a stored file path');
    expect(() => store.read('1/../../jwt-secret')).toThrow('Not a stored file path');
  });

  it('reading a file that is not there fails the stream', async () => {
    const store = makeStore();
    await expect(buffer(store.read(store.newPath(9, 'png')))).rejects.toThrow();
  });
});

describe('an API whose uploads go to the bucket (S3_BUCKET)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ dataDir, objectStore: s3.config });
  });
  afterAll(async () => app.close());

  it('keeps an order upload in the bucket, not on disk, and serves it back byte for byte', async () => {
    const owner = await signedIn(app, { type: 'personal' });
    const orderId = (await createOrder(app, { customer: owner.id })).order.id;
    const { payload, contentType } = await multipartBody('file', [{ name: 'invoice.pdf', bytes: smallPdf() }]);
    const response = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/uploads`, payload, headers: { ...owner.headers, 'content-type': contentType } });
    expect(response.statusCode, response.body).toBe(201);
    const path = zOrderFile.parse(response.json()).url.split('?')[0]!.replace('/api/files/', '');
    expect(existsSync(join(dataDir, 'uploads', path))).toBe(false);
    expect(existsSync(join(s3.directory, s3.config.bucket))).toBe(true);
    expect(await createObjectFileStore(s3.config).sizeOf(path)).toBe(smallPdf().length);
    const served = await app.inject({ method: 'GET', url: `/api/files/${path}`, headers: owner.headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(smallPdf());
  });
});
