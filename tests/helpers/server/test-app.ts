import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';

let counter = 0;

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** A fresh database cloned from the migrated template, or empty (for tests of the start-up itself); dropped when the app closes. */
export const createTestDatabase = async ({ empty = false } = {}) => {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('templateDatabase');
  const name = `${template}_f${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(empty ? `create database "${name}"` : `create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { url: withDatabase(adminUrl, name), drop };
};

export type TestApp = BuiltApp;

/** The secret test tokens are signed with; a server process started by a test is given it too. */
export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256';

/** The configuration of a test's server on the given database. */
export const testConfig = (databaseUrl: string, overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ DATA_DIR: '.tmp/test-data', JWT_SECRET: testJwtSecret, LOG_LEVEL: 'silent' }),
  databaseUrl,
  appDir: '.tmp/no-app',
  ...overrides,
});

/** The real server on a database of its own, driven with inject(); options put in a test's own payment gateway or log stream. */
export const createTestApp = async (overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database.url, overrides), options);
  // After close, never in an onClose hook: Fastify runs those last-added first, so a dropping hook
  // would cut the connections of work the app's own hook has yet to drain (an uncaught pg error).
  const close = app.close.bind(app);
  await app.ready();
  return Object.assign(app, {
    close: async () => {
      await close();
      await database.drop();
    },
  });
};
