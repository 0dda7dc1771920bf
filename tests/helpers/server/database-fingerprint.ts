import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * One hash per table of every row's text: two equal fingerprints mean nothing was written in
 * between, whatever table a request might have touched.
 */
export const databaseFingerprint = async (app: TestApp): Promise<Record<string, string>> => {
  const db = app.deps.database.db;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const hashed = await db.execute<{ hash: string }>(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`);
    fingerprint[name] = hashed.rows[0]!.hash;
  }
  return fingerprint;
};
