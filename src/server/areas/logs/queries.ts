import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { businessTimeZone } from '../../../domain/constants';
import type { LogsBody } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { activityLogs, users } from '../../db/schema';

const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${businessTimeZone}`;
const startOfNextDay = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${businessTimeZone}`;

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
        gte(activityLogs.createdAt, startOfDay(fromDate)),
        lt(activityLogs.createdAt, startOfNextDay(toDate)),
        workerId ? eq(activityLogs.userId, workerId) : undefined,
      ),
    )
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit);
