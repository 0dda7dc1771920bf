import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wasmHeader, writeBuiltApp } from '../helpers/server/built-app';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

/** The policy of docs/decisions.md (Security headers), written out here so that any loosening fails. */
const expectedPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const directivesOf = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

let built: ReturnType<typeof writeBuiltApp>;
let app: TestApp;

beforeAll(async () => {
  // A built app in miniature: the shell, the service worker and the decoder's wasm.
  built = writeBuiltApp({ 'sw.js': 'self.addEventListener("fetch", () => {});', 'assets/zxing_reader-test.wasm': wasmHeader });
  app = await createTestApp({ appDir: built.dir });
});

afterAll(async () => {
  await app.close();
  built.remove();
});

const answers = [
  ['the app shell', 'GET', '/', 200],
  ['a client route (index.html fallback)', 'GET', '/orders/12', 200],
  ['the service worker script', 'GET', '/sw.js', 200],
  ["the decoder's wasm", 'GET', '/assets/zxing_reader-test.wasm', 200],
  ['API JSON', 'GET', '/api/health', 200],
  ['an unknown API path', 'GET', '/api/no-such-thing', 404],
  ['a request without a token', 'GET', '/api/orders/paginated', 401],
  ['a body that is not JSON', 'POST', '/api/authenticate', 400],
  ['the API docs', 'GET', '/api/docs', 200],
  ['the OpenAPI document', 'GET', '/api/docs/json', 200],
] as const;

describe('security headers', () => {
  it.each(answers)('are on %s', async (_name, method, url, status) => {
    const response = await app.inject({ method, url, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, payload: '{' } : {}) });
    expect(response.statusCode).toBe(status);
    expect(directivesOf(String(response.headers['content-security-policy']))).toEqual(expectedPolicy);
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    // Left off, as helmet leaves it: cross-origin isolation is for SharedArrayBuffer, which nothing here uses.
    expect(response.headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });

  it('come with the types that nosniff makes the browser insist on', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    const wasm = await app.inject({ method: 'GET', url: '/assets/zxing_reader-test.wasm' });
    expect(wasm.headers['content-type']).toBe('application/wasm');
  });
});
