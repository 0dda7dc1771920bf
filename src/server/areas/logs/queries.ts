import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { LogsFilter } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { withinDays } from '../../db/nassau-days';
import { activityLogs, checkpoints, eodReports, users } from '../../db/schema';

/** Dates are business days in Nassau, both ends included: one range of (created_at) or (user_id, created_at). */
const periodCondition = ({ fromDate, toDate, workerId }: LogsFilter) =>
  and(withinDays(activityLogs.createdAt, fromDate, toDate), workerId ? eq(activityLogs.userId, workerId) : undefined);

export const countActivity = async (db: Db, filter: LogsFilter) =>
  (await db.select({ n: count() }).from(activityLogs).where(periodCondition(filter)))[0]?.n ?? 0;

/**
 * A page of the period's rows, newest first. The offset is walked on activity_logs alone and only
 * the rows kept are joined to their staff member, so a deep page costs an index range, not a
 * users lookup per row skipped.
 */
export const activityRows = async (db: Db, filter: LogsFilter, limit: number, offset = 0) => {
  const page = db
    .select({
      id: activityLogs.id,
      userId: activityLogs.userId,
      action: activityLogs.action,
      entityId: activityLogs.entityId,
      detail: activityLogs.detail,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(periodCondition(filter))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      id: page.id,
      userId: page.userId,
      fullName: users.fullName,
      action: page.action,
      entityId: page.entityId,
      detail: page.detail,
      createdAt: page.createdAt,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .orderBy(desc(page.createdAt), desc(page.id));
};
export type ActivityRow = Awaited<ReturnType<typeof activityRows>>[number];

/** Checkpoint names by id: a scan's row keeps the id, and reads under the checkpoint's current name. */
export const checkpointNames = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? [] : db.select({ id: checkpoints.id, name: checkpoints.name }).from(checkpoints).where(inArray(checkpoints.id, [...ids]));

/** Which list each end-of-day report belongs to, for the path of its detail. */
export const eodReportKinds = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? [] : db.select({ id: eodReports.id, kind: eodReports.kind }).from(eodReports).where(inArray(eodReports.id, [...ids]));
