import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
import { wasmHeader, writeBuiltApp } from '../helpers/server/built-app';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

// A chunk big enough to be worth compressing, and the decoder's wasm (its header, then padding).
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const wasm = Buffer.concat([wasmHeader, Buffer.alloc(4096)]);
const tiny = 'export const x = 1;\n';

let built: ReturnType<typeof writeBuiltApp>;
let app: TestApp;

beforeAll(async () => {
  built = writeBuiltApp({ 'assets/chunk-test.js': chunk, 'assets/zxing_reader-test.wasm': wasm, 'assets/tiny-test.js': tiny });
  await precompress(built.dir);
  app = await createTestApp({ appDir: built.dir });
});

afterAll(async () => {
  await app.close();
  built.remove();
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the built app's files, compressed at build time", () => {
  it('go brotli-encoded to a browser that accepts brotli, with their own type', async () => {
    const response = await get('/assets/chunk-test.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
    expect(response.rawPayload.length).toBeLessThan(chunk.length / 4);
  });

  it('go gzipped to a client that accepts only gzip', async () => {
    const response = await get('/assets/chunk-test.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('go as they are to a client that accepts no encoding', async () => {
    const response = await get('/assets/chunk-test.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(chunk);
  });

  it("keep the wasm's type, which the browser's streaming compile insists on", async () => {
    const response = await get('/assets/zxing_reader-test.wasm', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(brotliDecompressSync(response.rawPayload).equals(wasm)).toBe(true);
  });

  it('leave a file under a kilobyte as it is: the header would cost about what it saves', async () => {
    const response = await get('/assets/tiny-test.js', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(tiny);
  });

  it('still give a client route the app shell', async () => {
    const response = await get('/orders/12', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
