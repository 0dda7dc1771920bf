import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { LogsBody } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { activityLogs, users } from '../../db/schema';
import { nassauMidnight } from '../../db/nassau-days';


/** Dates are business days in Nassau; both ends are included. Newest first. */
export const activityRows = (db: Db, { fromDate, toDate, workerId }: LogsBody['data'], limit: number) =>
  db
    .select({
      id: activityLogs.id,
      userId: users.id,
      fullName: users.fullName,
      action: activityLogs.action,
      entity: activityLogs.entity,
      entityId: activityLogs.entityId,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .innerJoin(users, eq(users.id, activityLogs.userId))
    .where(
      and(
        gte(activityLogs.createdAt, nassauMidnight(fromDate)),
        lt(activityLogs.createdAt, nassauMidnight(toDate, 1)),
        workerId ? eq(activityLogs.userId, workerId) : undefined,
      ),
    )
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
