import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultAcquireTimeoutMs } from './db/client';
import type { ObjectStoreConfig } from './storage/object-store';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Set when an external PostgreSQL is used; main.ts fills it in for the embedded one. */
  databaseUrl: string | undefined;
  /** A streaming replica of that server, which the reports and other lag-tolerant reads use; unset, they read the primary. */
  databaseReadUrl: string | undefined;
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  demo: boolean;
  /**
   * Believe X-Forwarded-For only behind a proxy you run; otherwise clients could pick their own IP.
   * Addresses or subnets name the proxies, so only the hops they added are believed.
   */
  trustProxy: boolean | string;
  logLevel: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Directory of the built app; served with an SPA fallback when it exists. */
  appDir: string;
  /** How long a request waits for a free database connection before it is answered 503. */
  poolAcquireTimeoutMs: number;
  /** Other sites' origins whose pages may call the API from a browser; none by default. */
  corsOrigins: readonly string[];
  /** Uploads in an S3-compatible bucket (S3_BUCKET), for API processes on several machines; by default on disk in DATA_DIR. */
  objectStore: ObjectStoreConfig | undefined;
};

type Env = Record<string, string | undefined>;

const truthy = (value: string | undefined) => value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());

/** The JWT secret survives restarts, so tokens issued before a restart stay valid. */
const readOrCreateSecret = (dataDir: string): Uint8Array => {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // Written aside and linked into place, which fails if the file exists: API processes starting
    // together on one data folder all read the secret that landed first, never a half-written one,
    // where each writing its own left them refusing one another's tokens.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

/**
 * CORS_ORIGINS: exact origins (scheme, host and port, as a browser sends them in Origin), comma-
 * separated. A wildcard, a path or a bare host name is refused, so a typo cannot open the API to
 * every site or silently match none.
 */
export const parseCorsOrigins = (value: string | undefined): readonly string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry) {
      throw new Error(`CORS_ORIGINS takes exact origins such as https://portal.example.com, comma-separated; "${entry}" is not one`);
    }
  }
  return entries;
};

/**
 * TRUST_PROXY: `1` believes every X-Forwarded-For entry, which is right only when the proxy
 * replaces the header. A proxy that appends to it (nginx's $proxy_add_x_forwarded_for) passes on
 * whatever the client wrote, so name the proxies instead (`127.0.0.1`, `10.0.0.0/8`, `loopback`):
 * the client's address is then the last one a named proxy added, which a client cannot forge.
 */
const parseTrustProxy = (value: string | undefined): boolean | string => {
  if (!value || ['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  return truthy(value) || value;
};

/** S3_BUCKET selects the bucket; S3_REGION, S3_ENDPOINT (a self-hosted server), S3_FORCE_PATH_STYLE and S3_PREFIX go with it. */
const objectStoreFrom = (env: Env): ObjectStoreConfig | undefined =>
  env.S3_BUCKET
    ? { bucket: env.S3_BUCKET, region: env.S3_REGION || 'us-east-1', endpoint: env.S3_ENDPOINT || undefined, forcePathStyle: truthy(env.S3_FORCE_PATH_STYLE), prefix: env.S3_PREFIX ?? '' }
    : undefined;

/**
 * DATABASE_READ_URL names a replica of the server of DATABASE_URL. The embedded PostgreSQL has
 * none (it listens on a port of its own choosing at each start), so a read URL without
 * DATABASE_URL is a mistake: the reports would read some other database.
 */
const parseDatabaseReadUrl = (env: Env): string | undefined => {
  if (!env.DATABASE_READ_URL) return undefined;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL names a replica of the primary in DATABASE_URL; set DATABASE_URL too');
  return env.DATABASE_READ_URL;
};

/** DATA_DIR, where the embedded database, the uploads and the JWT secret live. */
export const dataDirFrom = (env: Env) => resolve(env.DATA_DIR ?? './data');

export const loadConfig = (env: Env = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = dataDirFrom(env);
  const host = env.HOST ?? '0.0.0.0';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: parseDatabaseReadUrl(env),
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Bahamas Freight <no-reply@bahamasfreight.test>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    demo: truthy(env.DEMO),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    appDir: resolve(env.APP_DIR ?? './dist'),
    poolAcquireTimeoutMs: defaultAcquireTimeoutMs,
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    objectStore: objectStoreFrom(env),
  };
};
