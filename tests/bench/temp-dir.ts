import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh folder for the cluster and the app's data. As root, PostgreSQL runs as user
 * postgres, which must be able to enter it. An exit handler removes it even when the
 * process is ended by a signal before the async teardown finishes.
 */
export const createTempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  chmodSync(dir, 0o755);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};
