import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindClient } from '../../src/server/db/client';
import { preparedStatement } from '../../src/server/db/prepared';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('prepared statements', () => {
  it('answers with each call’s own values on the same connection', async () => {
    const double = preparedStatement<{ n: number }, { n: number }>('test_double', sql`select ${sql.placeholder('n')}::int * 2 as n`);
    const client = await app.deps.database.pool.connect();
    try {
      const db = bindClient(client);
      expect((await double(db, { n: 2 })).rows[0]!.n).toBe(4);
      expect((await double(db, { n: 21 })).rows[0]!.n).toBe(42);
    } finally {
      client.release();
    }
  });

  it('refuses a second statement under a name already taken, since a connection keeps the first text', () => {
    preparedStatement('test_taken', sql`select 1`);
    expect(() => preparedStatement('test_taken', sql`select 2`)).toThrow(/test_taken is defined twice/);
  });
});
