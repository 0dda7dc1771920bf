import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh folder for the cluster and the app's data, private as `mktemp -d` makes it (the product
 * opens it to PostgreSQL itself). An exit handler removes it even when the process is ended by a
 * signal before the async teardown finishes.
 */
export const createTempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};
