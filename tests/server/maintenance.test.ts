import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, loginFailures, passwordResetTokens, rateLimitWindows } from '../../src/server/db/schema';
import { purgeExpiredRows } from '../../src/server/db/maintenance';
import { createUser } from '../helpers/server/factories';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

describe('purgeExpiredRows', () => {
  it('drops bookkeeping past its retention and keeps what a retry or a throttle still needs', async () => {
    const db = app.deps.database.db;
    const user = await createUser(app);
    await db.insert(idempotencyKeys).values([
      { userId: user.id, key: 'old', method: 'POST', path: '/api/x', requestHash: 'h', createdAt: daysAgo(8) },
      { userId: user.id, key: 'recent', method: 'POST', path: '/api/x', requestHash: 'h', createdAt: daysAgo(6) },
    ]);
    await db.insert(loginFailures).values([
      { email: 'a@example.test', ip: '10.1.1.1', createdAt: daysAgo(2) },
      { email: 'b@example.test', ip: '10.1.1.1', createdAt: new Date() },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'expired-long-ago', expiresAt: daysAgo(8) },
      { userId: user.id, tokenHash: 'still-valid', expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await db.insert(rateLimitWindows).values([
      { key: 'POST /api/authenticate 10.1.1.1', hits: 10, endsAt: sql`now() - interval '1 second'` },
      { key: 'POST /api/authenticate 10.1.1.2', hits: 3, endsAt: sql`now() + interval '1 minute'` },
    ]);

    await purgeExpiredRows(db);

    expect((await db.select().from(idempotencyKeys)).map((r) => r.key)).toEqual(['recent']);
    expect((await db.select().from(loginFailures)).map((r) => r.email)).toEqual(['b@example.test']);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['still-valid']);
    expect((await db.select().from(rateLimitWindows)).map((r) => r.key)).toEqual(['POST /api/authenticate 10.1.1.2']);
  });
});
