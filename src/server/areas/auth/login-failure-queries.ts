import { and, countDistinct, eq, gt, sql } from 'drizzle-orm';
import { loginFailureWindowMs } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const sameEmail = (email: string) => sql`lower(${loginFailures.email}) = lower(${email})`;

/**
 * How many different addresses failed to sign in to this account over the sliding window. The
 * account is locked only when that is many, so one stranger who knows an email cannot lock its
 * owner out: one address is held back by the per-address limit (http/rate-limits.ts) instead.
 * Failures are written through the pool, never in a transaction, because the request that records
 * one fails.
 */
export const addressesFailingAccount = async (db: Db, email: string) => {
  const since = new Date(Date.now() - loginFailureWindowMs);
  const [row] = await db
    .select({ addresses: countDistinct(loginFailures.ip) })
    .from(loginFailures)
    .where(and(sameEmail(email), gt(loginFailures.createdAt, since)));
  return row?.addresses ?? 0;
};

export const recordFailure = (db: Db, email: string, ip: string) => db.insert(loginFailures).values({ email, ip });

/** A success clears what this address failed against this account; other addresses' failures still count. */
export const clearFailures = (db: Db, email: string, ip: string) => db.delete(loginFailures).where(and(sameEmail(email), eq(loginFailures.ip, ip)));
