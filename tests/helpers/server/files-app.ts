import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signedIn } from './factories';
import { createTestApp } from './test-app';

/**
 * The app keeping its files in a data folder of its own, so what a test finds on disk is what
 * that test file's requests stored, with an admin, a worker and a customer signed in.
 */
const createFilesApp = async (name: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), `freight-${name}-`));
  const app = await createTestApp({ dataDir });
  const admin = await signedIn(app, { type: 'admin' });
  const worker = await signedIn(app, { type: 'worker' });
  const customer = await signedIn(app, { type: 'personal' });

  /** The names of the files stored on disk for the order. */
  const filesOf = (orderId: number) => {
    const dir = join(dataDir, 'uploads', String(orderId));
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  return { app, db: app.deps.database.db, dataDir, admin, worker, customer, filesOf };
};
type FilesApp = Awaited<ReturnType<typeof createFilesApp>>;

/** Where the upload tests start: a FilesApp opened before the calling file's tests, and its database and folder removed after them. */
export const useFilesApp = (name: string): FilesApp => {
  // Filled in before the first test runs, as a `let` assigned in beforeAll would be.
  const ctx = {} as FilesApp;
  beforeAll(async () => {
    Object.assign(ctx, await createFilesApp(name));
  });
  afterAll(async () => {
    await ctx.app.close();
    rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
};
