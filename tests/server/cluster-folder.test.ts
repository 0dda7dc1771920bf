import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ClusterFolderError, letPostgresEnter } from '../../src/server/db/cluster-folder';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

const root = fileURLToPath(new URL('../..', import.meta.url));
const isRoot = process.getuid?.() === 0;

/** Made as `mktemp -d` makes them: mode 0700. */
const created: string[] = [];
const privateFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'freight-private-'));
  created.push(folder);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  return folder;
};
afterEach(() => created.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the embedded PostgreSQL in a private data folder', () => {
  it('starts, answers and stops with its cluster in a folder made by mktemp -d', async () => {
    const dataDir = privateFolder();
    const server = await startEmbeddedPostgres(join(dataDir, 'postgres'));
    try {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("opens the product's own folder to entering, not to listing, when it runs as root", () => {
    const dataDir = privateFolder();
    letPostgresEnter(join(dataDir, 'postgres'), true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o701);
    letPostgresEnter(join(dataDir, 'postgres'), true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o701);
  });

  it('changes nothing when it does not run as root, since PostgreSQL then runs as the same user', () => {
    const dataDir = privateFolder();
    letPostgresEnter(join(dataDir, 'postgres'), false);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('names a closed folder above the data folder and the command to open it, and leaves that folder alone', () => {
    const above = privateFolder();
    const dataDir = join(above, 'data');
    mkdirSync(dataDir);
    expect(() => letPostgresEnter(join(dataDir, 'postgres'), true)).toThrow(
      new ClusterFolderError(`PostgreSQL runs as the postgres user, who cannot enter ${above}: run \`chmod o+x ${above}\`, or choose a DATA_DIR elsewhere.`),
    );
    expect(statSync(above).mode & 0o777).toBe(0o700);
  });

  // Only root runs PostgreSQL as another user, so only as root can a folder above be closed to it.
  it.runIf(isRoot)('stops `npm start` with that one line and exit code 1, without a stack trace', async () => {
    const above = privateFolder();
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: join(above, 'data'), DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr.trim()).toBe(
      `PostgreSQL runs as the postgres user, who cannot enter ${above}: run \`chmod o+x ${above}\`, or choose a DATA_DIR elsewhere.`,
    );
  }, 60_000);
});
