import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

export type BenchDatabase = { url: string; stop: () => Promise<void> };

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminQuery = async (adminUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** A throwaway database on the server behind DATABASE_URL, dropped when the bench ends. */
const createThrowawayDatabase = async (adminUrl: string): Promise<BenchDatabase> => {
  const name = `freight_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  return { url: withDatabase(adminUrl, name), stop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`) };
};

/**
 * The embedded PostgreSQL 15 with its cluster inside `tempDir`. Imported lazily: the
 * package installs exit hooks that only belong in a run that starts it.
 */
const startEmbedded = async (tempDir: string): Promise<BenchDatabase> => {
  const { startEmbeddedPostgres, ensureDatabase } = await import('../../src/server/db/embedded');
  const server = await startEmbeddedPostgres(join(tempDir, 'postgres'));
  try {
    await ensureDatabase(server.url('postgres'), 'freight_bench');
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url('freight_bench'), stop: server.stop };
};

export const startBenchDatabase = (tempDir: string, externalUrl: string | undefined) =>
  externalUrl ? createThrowawayDatabase(externalUrl) : startEmbedded(tempDir);

export const serverVersion = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]?.version ?? 'unknown';
  } finally {
    await client.end();
  }
};
