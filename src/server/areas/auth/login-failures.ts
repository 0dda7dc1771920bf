import { and, count, gt, or, sql, eq } from 'drizzle-orm';
import { loginFailureLimit, loginFailureWindowMs } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Failed sign-ins are counted per email and per IP over a sliding window. They are written
 * through the pool, outside the request's transaction, because the request fails and rolls back.
 */
export const tooManyFailures = async (db: Db, email: string, ip: string) => {
  const since = new Date(Date.now() - loginFailureWindowMs);
  const counts = await db
    .select({
      byEmail: count(sql`case when lower(${loginFailures.email}) = lower(${email}) then 1 end`),
      byIp: count(sql`case when ${loginFailures.ip} = ${ip} then 1 end`),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.createdAt, since), or(sql`lower(${loginFailures.email}) = lower(${email})`, eq(loginFailures.ip, ip))));
  const row = counts[0];
  return (row?.byEmail ?? 0) >= loginFailureLimit || (row?.byIp ?? 0) >= loginFailureLimit;
};

export const recordFailure = (db: Db, email: string, ip: string) => db.insert(loginFailures).values({ email, ip });

export const clearFailures = (db: Db, email: string) => db.delete(loginFailures).where(sql`lower(${loginFailures.email}) = lower(${email})`);
