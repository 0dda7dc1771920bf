import { and, gt, or, sql, eq } from 'drizzle-orm';
import { loginFailureLimit, loginFailureWindowMs, loginLockAddresses } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const sameEmail = (email: string) => sql`lower(${loginFailures.email}) = lower(${email})`;

/**
 * Failed sign-ins over a sliding window decide who must wait, per address first: an address that
 * failed too often waits, whatever account it tries. An account is locked for everyone only when
 * failures against it come from many addresses, so one stranger who knows an email cannot lock
 * its owner out. Failures are written through the pool, never in a transaction, because the
 * request that records one fails.
 */
export const tooManyFailures = async (db: Db, email: string, ip: string) => {
  const since = new Date(Date.now() - loginFailureWindowMs);
  const [row] = await db
    .select({
      fromAddress: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      addressesAgainstAccount: sql<number>`count(distinct ${loginFailures.ip}) filter (where ${sameEmail(email)})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(sameEmail(email), eq(loginFailures.ip, ip))));
  return (row?.fromAddress ?? 0) >= loginFailureLimit || (row?.addressesAgainstAccount ?? 0) >= loginLockAddresses;
};

export const recordFailure = (db: Db, email: string, ip: string) => db.insert(loginFailures).values({ email, ip });

/** A success clears what this address failed against this account; other addresses' failures still count. */
export const clearFailures = (db: Db, email: string, ip: string) => db.delete(loginFailures).where(and(sameEmail(email), eq(loginFailures.ip, ip)));
