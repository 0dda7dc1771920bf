import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { zOrderFile, zOrderImages } from '../../src/domain/uploads';
import { orders } from '../../src/server/db/schema';
import { createFileLinks } from '../../src/server/http/file-links';
import { signedIn, type Actor } from '../helpers/server/factories';
import { multipartBody, smallPdf, smallPng, type UploadFile } from '../helpers/server/multipart';
import { createOrder } from '../helpers/server/orders-factory';
import { useFilesApp } from '../helpers/server/files-app';
import type { TestApp } from '../helpers/server/test-app';

let app: TestApp;
let dataDir: string;
let worker: Actor;
let special: Actor;
let owner: Actor;
let stranger: Actor;
let orderId: number;
/** On owner's order: an invoice the owner uploaded, one staff uploaded, and an image. */
let customerUpload: { path: string; url: string };
let manualUpload: { path: string; url: string };
let image: { path: string; url: string };

type Headers = Record<string, string>;
const post = async (url: string, field: string, files: UploadFile[], headers: Headers) => {
  const { payload, contentType } = await multipartBody(field, files);
  const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as unknown;
};

const files = useFilesApp('files');
beforeAll(async () => {
  ({ app, dataDir, worker, customer: owner } = files);
  special = await signedIn(app, { type: 'worker', special: true });
  stranger = await signedIn(app, { type: 'business' });
  orderId = (await createOrder(app, { customer: owner.id })).order.id;
  customerUpload = bare(zOrderFile.parse(await post(`/api/orders/${orderId}/uploads`, 'file', [{ name: 'Factura 7 «año».pdf', bytes: smallPdf() }], owner.headers)).url);
  manualUpload = bare(zOrderFile.parse(await post(`/api/orders/${orderId}/uploads`, 'file', [{ name: 'manual "copy".pdf', bytes: smallPdf() }], worker.headers)).url);
  const [stored] = zOrderImages.parse(await post(`/api/orders/${orderId}/images`, 'images', [{ name: 'box.png', bytes: smallPng() }], worker.headers)).data;
  image = bare(stored!.url);
});

/** A file's URL without the link signature the answer gave it, and its stored path. */
const bare = (signedUrl: string) => {
  const url = signedUrl.split('?')[0]!;
  return { url, path: url.replace('/api/files/', '') };
};

const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/files/*', () => {
  it('serves a file to staff with its stored type, inline, unsniffable and uncached', async () => {
    const response = await get(manualUpload.url, special.headers);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(smallPdf());
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(smallPdf().length),
      'content-disposition': `inline; filename="manual _copy_.pdf"; filename*=UTF-8''manual%20%22copy%22.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const png = await get(image.url, worker.headers);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload).toEqual(smallPng());
  });

  it('keeps a name outside ASCII exact in filename* and gives old clients a plain fallback', async () => {
    const response = await get(customerUpload.url, worker.headers);
    expect(response.headers['content-disposition']).toBe(`inline; filename="Factura 7 _a_o_.pdf"; filename*=UTF-8''Factura%207%20%C2%ABa%C3%B1o%C2%BB.pdf`);
  });

  it('accepts the token as ?token= so links and <img> work, and refuses a bad one', async () => {
    expect((await get(`${manualUpload.url}?token=${special.token}`)).statusCode).toBe(200);
    expect((await get(`${customerUpload.url}?token=${owner.token}`)).statusCode).toBe(200);
    expect((await get(`${manualUpload.url}?token=not-a-token`)).statusCode).toBe(401);
    expect((await get(manualUpload.url)).statusCode).toBe(401);
    const retired = await signedIn(app, { type: 'worker', retired: true });
    expect((await get(`${manualUpload.url}?token=${retired.token}`)).statusCode).toBe(401);
  });

  it('gives every file URL in an answer as a link signed for the reader, which opens the file without a header', async () => {
    const viewed = (await get(`/api/orders/${orderId}`, owner.headers)).json<{ uploads: { url: string }[] }>();
    expect(viewed.uploads).toHaveLength(1);
    const link = viewed.uploads[0]!.url;
    expect(link).toMatch(new RegExp(`^${customerUpload.url}\\?user=${owner.id}&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const opened = await get(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload).toEqual(smallPdf());
    const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const staffView = (await get(`/api/orders/${orderId}`, special.headers)).json<{ uploads: { url: string }[]; images: { url: string }[] }>();
    for (const { url } of [...staffView.uploads, ...staffView.images]) {
      expect(url).toContain(`?user=${special.id}&`);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('refuses a link that was altered, has expired, or was signed for someone who may not read the file or may no longer sign in', async () => {
    const links = createFileLinks(app.deps.config.jwtSecret);
    const link = links.sign(customerUpload.url, owner.id);
    expect((await get(link.replace(`user=${owner.id}`, `user=${special.id}`))).statusCode).toBe(401);
    expect((await get(link.replace(customerUpload.url, manualUpload.url))).statusCode).toBe(401);
    expect((await get(link.replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(401);
    expect((await get(link.replace(/&signature=.*/, ''))).statusCode).toBe(401);
    const stale = createFileLinks(app.deps.config.jwtSecret, () => Date.now() - 61 * 60_000).sign(customerUpload.url, owner.id);
    expect((await get(stale)).statusCode).toBe(401);
    // A genuine link gives its user no more than their own rights.
    expect((await get(links.sign(manualUpload.url, owner.id))).statusCode).toBe(404);
    const retired = await signedIn(app, { type: 'worker', special: true, retired: true });
    expect((await get(links.sign(manualUpload.url, retired.id))).statusCode).toBe(401);
  });

  it('ignores a session token in the query string on every route but the file route', async () => {
    for (const url of ['/api/mail', '/api/orders/paginated', `/api/users/${files.admin.id}`, '/api/checkpoints']) {
      const response = await get(`${url}?token=${files.admin.token}`);
      expect(response.statusCode, url).toBe(401);
      expect((await get(url, files.admin.headers)).statusCode, url).toBe(200);
    }
  });

  it('lets every staff type read customer invoices and images, and only special staff the manual ones', async () => {
    for (const type of ['admin', 'worker', 'worker-v2', 'accounts', 'basic'] as const) {
      const headers = (await signedIn(app, { type })).headers;
      for (const file of [customerUpload, image]) expect((await get(file.url, headers)).statusCode, `${type} ${file.url}`).toBe(200);
      expect((await get(manualUpload.url, headers)).statusCode, `${type} manual`).toBe(404);
      const specialHeaders = (await signedIn(app, { type, special: true })).headers;
      expect((await get(manualUpload.url, specialHeaders)).statusCode, `special ${type} manual`).toBe(200);
    }
  });

  it('shows a customer only the invoices they uploaded to their own orders; the rest is 404', async () => {
    expect((await get(customerUpload.url, owner.headers)).statusCode).toBe(200);
    const manual = await get(manualUpload.url, owner.headers);
    expect(manual.statusCode).toBe(404);
    expect(manual.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await get(image.url, owner.headers)).statusCode).toBe(404);
    for (const file of [customerUpload, manualUpload, image]) expect((await get(file.url, stranger.headers)).statusCode).toBe(404);
  });

  it.each([
    ['a parent folder', '../../../etc/passwd'],
    ['an encoded parent folder', '%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded slash', () => manualUpload.path.replace('/', '%2F')],
    ['an encoded slash in lower case', () => manualUpload.path.replace('/', '%2f')],
    ['a double slash', () => `/${manualUpload.path}`],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', () => manualUpload.path.replace('/', '%5C')],
    ['a path with a folder after it', () => `${manualUpload.path}/..`],
    ['the order folder', () => `${orderId}`],
    ['the order folder with a slash', () => `${orderId}/`],
    ['an unknown file', () => `${orderId}/00000000-0000-0000-0000-000000000000.pdf`],
    ['a file name with a null byte', () => `${manualUpload.path}%00.png`],
    ['an upper-case twin', () => manualUpload.path.toUpperCase()],
    ['nothing', ''],
  ])('answers %s with 404', async (_label, path) => {
    // A special user could read the manual upload, so only the path itself can cause the 404.
    const response = await get(`/api/files/${typeof path === 'function' ? path() : path}`, special.headers);
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a file of a deleted order, and for a row whose file is gone from disk', async () => {
    const other = (await createOrder(app, { customer: owner.id })).order.id;
    const first = zOrderFile.parse(await post(`/api/orders/${other}/uploads`, 'file', [{ name: 'a.pdf', bytes: smallPdf() }], owner.headers));
    const second = zOrderFile.parse(await post(`/api/orders/${other}/uploads`, 'file', [{ name: 'b.pdf', bytes: smallPdf() }], owner.headers));
    unlinkSync(join(dataDir, 'uploads', second.path));
    expect((await get(second.url, worker.headers)).statusCode).toBe(404);
    expect((await get(first.url, worker.headers)).statusCode).toBe(200);
    await app.deps.database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, other));
    expect((await get(first.url, worker.headers)).statusCode).toBe(404);
    expect((await get(first.url, owner.headers)).statusCode).toBe(404);
  });
});
