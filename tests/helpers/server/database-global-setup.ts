import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../../src/server/db/embedded';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { seedReference } from '../../../src/server/db/seed/seed-reference';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDatabase: string;
  }
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

type SharedDatabase = { adminUrl: string; template: string; stop: () => Promise<void> };
type Registry = { started: Promise<SharedDatabase>; users: number };

/*
 * Both server projects (server and server-isolated, vitest.config.ts) name this setup, and Vitest
 * runs it once for each that has files in the run, in one process: the first call starts the
 * database and the last teardown stops it, so a run has one PostgreSQL whichever projects it holds.
 */
const registry = globalThis as typeof globalThis & { freightTestDatabase?: Registry };

/**
 * One PostgreSQL per test run: the embedded one, or the server behind DATABASE_URL.
 * A template database is migrated and seeded once; each test file clones it.
 */
const startShared = async (): Promise<SharedDatabase> => {
  let embedded: EmbeddedServer | null = null;
  let dir: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'freight-test-pg-'));
    embedded = await startEmbeddedPostgres(join(dir, 'postgres'));
    adminUrl = embedded.url('postgres');
  }
  const template = `freight_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const { pool, db } = openDatabase(withDatabase(adminUrl, template), { max: 1 });
  await migrateDatabase(db);
  await seedReference(db);
  await pool.end();

  const stop = async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `${template}_f%`,
      template,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  return { adminUrl, template, stop };
};

export default async function setup(project: TestProject) {
  const shared = (registry.freightTestDatabase ??= { started: startShared(), users: 0 });
  shared.users += 1;
  const { adminUrl, template, stop } = await shared.started;
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete registry.freightTestDatabase;
    await stop();
  };
}
