import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a route loads before it can be used, gzipped, read from the build's manifest
 * (vite.config.ts, build.manifest): the app's entry, what the shell loads with it for warehouse
 * staff (`loadedWithShell`) and the route's area chunk, each with every chunk it imports
 * statically. Chunks loaded later on demand (a dynamic import, such as the camera's) and the
 * decoder's wasm, which the worker loads, are not counted.
 *
 *   node --import tsx scripts/route-size.ts [area] [--max-kb N]   (after `npx vite build`; area defaults to scan)
 *
 * With --max-kb it fails when the total is past N kB: CI holds the scan route to its ceiling.
 */
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * What the shell loads on demand with the first screen for warehouse staff: the top bar's cart,
 * which staff who take payments have. Counted as part of every route, since a worker loads it.
 */
export const loadedWithShell = ['src/app/areas/cart/cart-button.tsx'];

export const routeChunks = (manifest: Record<string, Chunk>, area: string, withShell: readonly string[] = loadedWithShell) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of withShell) visit(key);
  visit(`src/app/areas/${area}/index.ts`);
  return [...files];
};

export const gzippedBytes = (dist: string, files: readonly string[]) =>
  files.map((file) => ({ file, bytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const maxAt = args.indexOf('--max-kb');
  const maxKb = maxAt === -1 ? null : Number(args[maxAt + 1]);
  const area = args.find((arg, i) => !arg.startsWith('--') && i !== maxAt + 1) ?? 'scan';
  const dist = 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const sizes = gzippedBytes(dist, routeChunks(manifest, area)).sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of sizes) console.log(`${(bytes / 1024).toFixed(1).padStart(8)} kB  ${file}`);
  const totalKb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  console.log(`${totalKb.toFixed(1).padStart(8)} kB  the ${area} route's JavaScript, gzipped`);
  if (maxKb !== null && totalKb > maxKb) {
    console.error(`The ${area} route loads ${totalKb.toFixed(1)} kB of gzipped JavaScript, past its ${maxKb} kB ceiling.`);
    process.exit(1);
  }
}
