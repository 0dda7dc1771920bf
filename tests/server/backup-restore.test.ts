import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseTarget } from '../../src/server/db/backup/database-target';
import { restoreFrom } from '../../src/server/db/backup/restore';
import { demoPassword } from '../../src/server/db/seed/seed-demo';
import { databaseFingerprint } from '../helpers/server/database-fingerprint';
import { useDemoApp } from '../helpers/server/demo-app';

const demo = useDemoApp();
const temp = { dir: mkdtempSync(join(tmpdir(), 'freight-backup-')) };
afterAll(() => rm(temp.dir, { recursive: true, force: true }));

type Run = { code: number; stdout: string; stderr: string };

/** `npm run <script> -- args` as an operator types it, on the test's database and data folder. */
const npmRun = (script: 'backup' | 'restore', args: string[], dataDir: string) =>
  new Promise<Run>((resolve) => {
    const env = { ...process.env, DATABASE_URL: demo.app.deps.config.databaseUrl, DATA_DIR: dataDir };
    execFile('npm', ['run', '-s', script, '--', ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

/** Row counts of every table, and the sum and count of every money column (the columns in cents). */
const moneyAndRows = async () => {
  const db = demo.app.deps.database.db;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    rows[name] = counted.rows[0]!.n;
  }
  const columns = await db.execute<{ table: string; column: string }>(
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and column_name like '%\_cents' order by 1, 2`,
  );
  const money: Record<string, number> = {};
  for (const { table, column } of columns.rows) {
    const summed = await db.execute<{ total: string }>(sql`select coalesce(sum(${sql.identifier(column)}), 0)::text as total from ${sql.identifier(table)}`);
    money[`${table}.${column}`] = Number(summed.rows[0]!.total);
  }
  return { rows, money };
};

/** Everything gone, as after a lost disk: the tables, the migrations' record and the uploads' folder. */
const destroy = async (dataDir: string) => {
  await demo.app.deps.database.pool.query('drop schema public cascade; drop schema if exists drizzle cascade; create schema public');
  await writeFile(join(dataDir, 'uploads', '17', 'label.pdf'), 'overwritten');
};

const signIn = (email: string) =>
  demo.app.inject({ method: 'POST', url: '/api/authenticate', payload: { email, password: demoPassword }, remoteAddress: '10.9.0.1' });

describe('npm run backup and npm run restore', () => {
  const dataDir = join(temp.dir, 'data');
  const folder = join(temp.dir, 'backup');
  const upload = '%PDF-1.4 a label';

  beforeAll(async () => {
    await mkdir(join(dataDir, 'uploads', '17'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', '17', 'label.pdf'), upload);
  });

  it('gives back every row, every money total and the uploaded files after the database is destroyed', async () => {
    const before = await moneyAndRows();
    const fingerprint = await databaseFingerprint(demo.app);
    const tables = Object.keys(before.rows).length;
    const rowCount = Object.values(before.rows).reduce((sum, n) => sum + n, 0);
    const cents = Object.values(before.money).reduce((sum, n) => sum + n, 0);
    // The demo data has money in it, so equal totals after the restore are not equal zeros.
    expect(before.rows.invoices).toBeGreaterThan(0);
    expect(before.money['invoices.grand_total_cents']).toBeGreaterThan(0);

    const backupStarted = performance.now();
    const backup = await npmRun('backup', [folder], dataDir);
    const backupMs = performance.now() - backupStarted;
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`and the uploaded files to ${folder}`);
    expect((await stat(join(folder, 'database.dump'))).size).toBeGreaterThan(0);

    await destroy(dataDir);
    expect((await demo.app.deps.database.pool.query("select to_regclass('public.invoices') as found")).rows[0].found).toBeNull();

    const restoreStarted = performance.now();
    const restore = await npmRun('restore', [folder, '--yes'], dataDir);
    const restoreMs = performance.now() - restoreStarted;
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`Restored the database of DATABASE_URL from ${folder}`);

    expect(await moneyAndRows()).toEqual(before);
    expect(await databaseFingerprint(demo.app)).toEqual(fingerprint);
    expect(await readFile(join(dataDir, 'uploads', '17', 'label.pdf'), 'utf8')).toBe(upload);
    // The running server carries on with the restored tables.
    expect((await signIn('worker@demo.test')).statusCode).toBe(200);
    console.log(
      `backup and restore: ${tables} tables, ${rowCount} rows, ${Object.keys(before.money).length} money columns totalling ${cents} cents, ` +
        `all equal after the restore; backup ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms (each with npm's start)`,
    );
  });

  it('replaces nothing without --yes, and says what it would replace', async () => {
    const fingerprint = await databaseFingerprint(demo.app);
    const run = await npmRun('restore', [folder], dataDir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('This replaces every table of the database of DATABASE_URL');
    expect(await databaseFingerprint(demo.app)).toEqual(fingerprint);
  });

  it('refuses a damaged backup and leaves the database and the uploads as they were', async () => {
    const damaged = join(temp.dir, 'damaged');
    expect((await npmRun('backup', [damaged], dataDir)).code).toBe(0);
    const dump = join(damaged, 'database.dump');
    await truncate(dump, Math.floor((await stat(dump)).size / 2));
    await writeFile(join(dataDir, 'uploads', '17', 'label.pdf'), 'changed since the backup');
    const fingerprint = await databaseFingerprint(demo.app);

    const run = await npmRun('restore', [damaged, '--yes'], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pg_restore failed');
    expect(await databaseFingerprint(demo.app)).toEqual(fingerprint);
    expect(await readFile(join(dataDir, 'uploads', '17', 'label.pdf'), 'utf8')).toBe('changed since the backup');
  });

  it('refuses a folder that holds no backup', async () => {
    const run = await npmRun('restore', [join(temp.dir, 'nothing-here'), '--yes'], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('database.dump is missing');
  });

  it('backs up into a new folder only', async () => {
    const run = await npmRun('backup', [folder], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not empty');
  });

  it('will not restore under a product running on the embedded database', async () => {
    const embeddedData = join(temp.dir, 'embedded');
    await mkdir(join(embeddedData, 'postgres'), { recursive: true });
    await writeFile(join(embeddedData, 'postgres-password'), 'secret');
    // postmaster.pid as a running server leaves it: its pid (this live process) and, on line 4, its port.
    await writeFile(join(embeddedData, 'postgres', 'postmaster.pid'), `${process.pid}\n${embeddedData}/postgres\n0\n54399\n`);
    const target = await openDatabaseTarget(undefined, embeddedData, { create: true });
    expect(target.runningProduct).toBe(true);
    await expect(restoreFrom(folder, embeddedData, async () => target)).rejects.toThrow('The product is running on this database');
  });
});
