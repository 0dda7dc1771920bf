import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseCorsOrigins } from '../../../src/server/config';
import { createTestApp, type TestApp } from '../../helpers/server/test-app';

const portal = 'https://portal.example.com';
const stranger = 'https://evil.example';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  [closed, open] = await Promise.all([createTestApp(), createTestApp({ corsOrigins: [portal, 'http://localhost:5173'] })]);
});
afterAll(async () => {
  await Promise.all([closed.close(), open.close()]);
});

const read = (app: TestApp, origin: string, url = '/api/health') => app.inject({ method: 'GET', url, headers: { origin } });
const preflight = (app: TestApp, origin: string, method = 'PUT', url = '/api/orders/1') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
  });

type Answer = Awaited<ReturnType<typeof read>>;

const expectNoCors = (answer: Answer) => {
  for (const header of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-allow-credentials']) {
    expect(answer.headers, header).not.toHaveProperty(header);
  }
};

const expectRefusedPreflight = (answer: Answer) => {
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  expectNoCors(answer);
  // Refused or not, it is an answer like any other: the security headers stay on.
  expect(answer.headers['x-frame-options']).toBe('DENY');
};

describe('CORS, closed by default', () => {
  it('lets no foreign origin read an answer', async () => {
    const answer = await read(closed, stranger);
    expect(answer.statusCode).toBe(200);
    expectNoCors(answer);
  });

  it("refuses a foreign origin's preflight, whatever it asks for", async () => {
    expectRefusedPreflight(await preflight(closed, stranger));
    expectRefusedPreflight(await preflight(closed, stranger, 'POST', '/api/authenticate'));
  });
});

describe('CORS with CORS_ORIGINS', () => {
  it('lets a listed origin read answers, its errors included, with the headers a client needs and no credentials', async () => {
    for (const answer of [await read(open, portal), await read(open, portal, '/api/orders/paginated')]) {
      expect(answer.headers['access-control-allow-origin']).toBe(portal);
      expect(String(answer.headers.vary)).toMatch(/\bOrigin\b/i);
      expect(answer.headers['access-control-expose-headers']).toBe('retry-after, idempotent-replayed, content-disposition');
      expect(answer.headers).not.toHaveProperty('access-control-allow-credentials');
    }
    expect((await read(open, portal, '/api/orders/paginated')).statusCode).toBe(401);
  });

  it("answers a listed origin's preflight before any token is asked for", async () => {
    const answer = await preflight(open, portal, 'DELETE');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': portal,
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'authorization, content-type, idempotency-key',
      'access-control-max-age': '600',
      'x-frame-options': 'DENY',
    });
  });

  it('still refuses every origin it does not list', async () => {
    for (const origin of [stranger, 'http://portal.example.com', 'https://portal.example.com.evil.example', 'null']) {
      expectNoCors(await read(open, origin));
      expectRefusedPreflight(await preflight(open, origin));
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('takes exact origins, comma-separated, and none when unset or blank', () => {
    expect(parseCorsOrigins(' https://portal.example.com , http://localhost:5173,')).toEqual(['https://portal.example.com', 'http://localhost:5173']);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('  ')).toEqual([]);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), CORS_ORIGINS: portal }).corsOrigins).toEqual([portal]);
  });

  it.each([
    ['a wildcard', '*'],
    ['a path', 'https://portal.example.com/app'],
    ['a trailing slash', 'https://portal.example.com/'],
    ['a bare host', 'portal.example.com'],
    ['another scheme', 'ftp://portal.example.com'],
    ['capitals, which no browser sends', 'https://Portal.example.com'],
    ['a default port spelt out', 'https://portal.example.com:443'],
  ])('refuses %s, naming it', (_name, entry) => {
    expect(() => parseCorsOrigins(`${portal},${entry}`)).toThrow(`"${entry}" is not one`);
  });
});
