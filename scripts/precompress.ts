import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes a .br and a .gz beside each text asset of a build (and the decoder's wasm), for the
 * server's static files to send to a browser that accepts them (@fastify/static preCompressed).
 * Once at build time rather than per request: the JavaScript a first visit loads is about 1 MB
 * uncompressed, which a phone on a weak signal feels (Lighthouse, issue 20). Brotli at quality 9:
 * its maximum, 11, took 30 s for the build here against 3 s.
 *
 *   node --import tsx scripts/precompress.ts [dir]   (dir defaults to dist)
 */
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
/** Below this the encoding header costs about what it saves. */
const worthCompressingBytes = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

export const precompress = async (dir: string) => {
  const files = filesUnder(dir).filter((path) => compressible.test(path) && statSync(path).size >= worthCompressingBytes);
  await Promise.all(
    files.map(async (path) => {
      const body = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
    }),
  );
  return files.length;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const started = Date.now();
  const count = await precompress(dir);
  console.log(`precompressed ${count} files in ${dir} (${Date.now() - started} ms)`);
}
