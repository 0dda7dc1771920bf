import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/domain/auth';
import { createFileLinks, registerFileLinks } from '../../src/server/http/file-links';
import '../../src/server/http/types';

const secret = randomBytes(32);
const file = '/api/files/12/0b7e6a2c-3f0e-4c59-9a57-0d2a1c1f4e8b.pdf';
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('signed file links', () => {
  it('names the user a link was signed for, for that file only, until it expires', () => {
    let nowMs = Date.now();
    const links = createFileLinks(secret, () => nowMs);
    const link = links.sign(file, 7);
    expect(links.userOf(file, queryOf(link))).toBe(7);
    expect(links.userOf('/api/files/12/other.pdf', queryOf(link))).toBeNull();
    expect(links.userOf(file, { ...queryOf(link), user: '8' })).toBeNull();
    expect(links.userOf(file, { ...queryOf(link), expires: String(Number(queryOf(link).expires) + 3600) })).toBeNull();
    expect(createFileLinks(randomBytes(32)).userOf(file, queryOf(link))).toBeNull();
    nowMs += 60 * 60 * 1000;
    expect(links.userOf(file, queryOf(link))).toBeNull();
  });

  it('refuses links with malformed or out-of-range parts', () => {
    const links = createFileLinks(secret);
    const good = queryOf(links.sign(file, 7));
    for (const bad of [{ user: '0x7' }, { user: '2147483648' }, { user: '' }, { expires: '1e12' }, { signature: '' }, { signature: undefined }]) {
      expect(links.userOf(file, { ...good, ...bad }), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('answers sign their file URLs for the reader', () => {
  const shared = { id: 1, url: file, path: '12/a.pdf', other: '/api/orders/1', signedAlready: `${file}?user=1`, nested: { images: [{ url: file }], at: new Date(0) } };
  const user = (id: number) => ({ id, first_name: 'A', last_name: 'B', account_type: 'worker', special: false }) satisfies AuthUser;

  const serve = async () => {
    const app = Fastify();
    registerFileLinks(app, createFileLinks(secret));
    app.addHook('onRequest', async (request) => {
      const id = Number(request.headers['x-user']);
      request.user = id ? user(id) : null;
    });
    app.get('/shared', async () => shared);
    await app.ready();
    return app;
  };

  it("gives each reader links signed for them, and leaves the shared answer and other strings as they were", async () => {
    const app = await serve();
    const before = structuredClone(shared);
    const [seven, eight, nobody] = await Promise.all(
      ['7', '8', ''].map(async (id) => (await app.inject({ method: 'GET', url: '/shared', headers: { 'x-user': id } })).json<typeof shared>()),
    );
    expect(seven!.url).toMatch(new RegExp(`^${file.replace(/\./g, '\\.')}\\?user=7&`));
    expect(seven!.nested.images[0]!.url).toMatch(/\?user=7&/);
    expect(eight!.url).toMatch(/\?user=8&/);
    expect(nobody!.url).toBe(file);
    expect(seven).toMatchObject({ path: '12/a.pdf', other: '/api/orders/1', signedAlready: `${file}?user=1`, nested: { at: '1970-01-01T00:00:00.000Z' } });
    expect(shared).toEqual(before);
    await app.close();
  });
});
