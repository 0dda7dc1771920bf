import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { listOf, zErrorBody } from '../../../domain/common';
import { businessTimeZone } from '../../../domain/constants';
import { logsLimit, zActivityLog, zLogsBody, type ActivityLog, type LogsBody } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { activityLogs, users } from '../../db/schema';
import type { AreaPlugin } from '../plugin';

const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${businessTimeZone}`;
const startOfNextDay = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${businessTimeZone}`;

/** Dates are business days in Nassau; both ends are included. */
export const findActivity = async (db: Db, { fromDate, toDate, workerId }: LogsBody['data']): Promise<ActivityLog[]> => {
  const rows = await db
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
    .limit(logsLimit);
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, full_name: row.fullName },
    activity: row.entityId === null ? row.action : `${row.action} #${row.entityId}`,
    created_at: row.createdAt.toISOString(),
  }));
};

export const logsRoutes: AreaPlugin = async (app) => {
  app.post('/logs', {
    schema: { tags: ['logs'], body: zLogsBody, response: { 200: listOf(zActivityLog), 400: zErrorBody, 401: zErrorBody, 403: zErrorBody } },
    config: { activity: null },
    handler: async (request) => ({ data: await findActivity(request.db, request.body.data) }),
  });
};
