import { lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { idempotencyKeys, loginFailures, passwordResetTokens, rateLimitWindows } from './schema';

const day = 24 * 60 * 60 * 1000;

/** How long each kind of bookkeeping row stays useful. Offline devices retry for days, so keys live a week. */
export const retention = { idempotencyKeys: 7 * day, loginFailures: day, resetTokens: 7 * day } as const;

/** Deletes bookkeeping rows past their retention; run at start and hourly. */
export const purgeExpiredRows = async (db: Db, now = new Date()) => {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(retention.idempotencyKeys)));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before(retention.loginFailures)));
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, before(retention.resetTokens)), lt(passwordResetTokens.usedAt, before(retention.resetTokens))));
  // By the database's clock, which counted them: a process whose clock runs ahead must not end a window early.
  await db.delete(rateLimitWindows).where(lte(rateLimitWindows.endsAt, sql`now()`));
};
