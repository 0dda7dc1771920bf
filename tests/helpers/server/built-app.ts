import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The first bytes of every wasm module: enough for a file the server sends as application/wasm. */
export const wasmHeader = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

/**
 * A built app in miniature, in a folder of its own: the shell's index.html and the files given
 * (paths inside the folder). `remove` deletes the folder.
 */
export const writeBuiltApp = (files: Record<string, string | Buffer>) => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-built-app-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Bahamas Freight</title><div id="root"></div>');
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
