import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/database-setup';
import { openDatabase } from '../../src/server/db/client';
import { migrationsFolder } from '../../src/server/db/migrate';
import { createTestDatabase, testConfig } from '../helpers/server/test-app';

const migrationCount = (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe('API processes starting together on one empty database', () => {
  it('take turns: every one starts, the migrations are applied once and there is one first admin', async () => {
    const database = await createTestDatabase({ empty: true });
    const { pool, db } = openDatabase(database.url, { max: 1 });
    try {
      const config = testConfig(database.url, { demo: false });
      const started = await Promise.all(Array.from({ length: 4 }, () => prepareDatabase(config, () => {})));
      expect(started.filter((process) => process.firstAdmin !== null)).toHaveLength(1);
      const applied = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied.rows[0]!.n).toBe(migrationCount);
      const admins = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where account_type = 'admin'`);
      expect(admins.rows[0]!.n).toBe(1);
      const checkpoints = await db.execute<{ n: number }>(sql`select count(*)::int as n from checkpoints`);
      expect(checkpoints.rows[0]!.n).toBe(12);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
