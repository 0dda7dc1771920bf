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

/**
 * One PostgreSQL per test run: the embedded one, or the server behind DATABASE_URL.
 * A template database is migrated and seeded once; each test file clones it.
 */
export default async function setup(project: TestProject) {
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
  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `${template}_f%`,
      template,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
