import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirFrom } from '../../config';
import { embeddedDatabase, embeddedPasswordFile, ensureDatabase, startEmbeddedPostgres } from '../embedded';

/** The product's database as pg_dump and pg_restore reach it, and how to let it go afterwards. */
export type DatabaseTarget = { url: string; runningProduct: boolean; release: () => Promise<void> };

/** postmaster.pid: the server's pid on line 1 and its port on line 4, while it runs. */
const runningEmbedded = (clusterDir: string): { port: number } | null => {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return { port: Number(port) };
};

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL of DATA_DIR: the one the running
 * product started (its port from postmaster.pid), or, with the product stopped, the cluster started
 * here for the time of the copy. `create` lets a restore start a new cluster in an empty DATA_DIR.
 */
export const openDatabaseTarget = async (databaseUrl: string | undefined, dataDir: string, { create }: { create: boolean }): Promise<DatabaseTarget> => {
  if (databaseUrl) return { url: databaseUrl, runningProduct: false, release: async () => {} };
  const clusterDir = join(dataDir, 'postgres');
  const running = runningEmbedded(clusterDir);
  if (running) {
    const password = readFileSync(embeddedPasswordFile(clusterDir), 'utf8').trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${embeddedDatabase}`;
    return { url, runningProduct: true, release: async () => {} };
  }
  if (!create && !existsSync(join(clusterDir, 'PG_VERSION'))) throw new Error(`There is no database in ${clusterDir}: set DATA_DIR or DATABASE_URL.`);
  const embedded = await startEmbeddedPostgres(clusterDir);
  await ensureDatabase(embedded.url('postgres'), embeddedDatabase);
  return { url: embedded.url(embeddedDatabase), runningProduct: false, release: () => embedded.stop() };
};

/** DATABASE_URL and DATA_DIR read as the server reads them, without loadConfig, which would write a JWT secret into DATA_DIR. */
export const databaseEnvFrom = (env: Record<string, string | undefined>) => ({ databaseUrl: env.DATABASE_URL || undefined, dataDir: dataDirFrom(env) });

/** A script's failure as one line for the operator, and exit code 1. */
export const reportFailure = (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
};
