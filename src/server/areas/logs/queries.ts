import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { businessTimeZone } from '../../../domain/constants';
import type { LogsFilter } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { withinDays } from '../../db/nassau-days';
import { activityLogs, checkpoints, eodReports, users } from '../../db/schema';

/** Dates are business days in Nassau, both ends included: one range of (created_at) or (user_id, created_at). */
const periodCondition = ({ fromDate, toDate, workerId }: LogsFilter) =>
  and(withinDays(activityLogs.createdAt, fromDate, toDate), workerId ? eq(activityLogs.userId, workerId) : undefined);

/** The period's rows counted up to cap + 1: one index range that stops there, however long the period. */
export const countActivity = async (db: Db, filter: LogsFilter, cap: number) => {
  const matching = db.select({ one: sql`1` }).from(activityLogs).where(periodCondition(filter)).limit(cap + 1).as('matching');
  return (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
};

export type Slice = { limit: number; offset: number; oldestFirst?: boolean };

/**
 * Rows of the period in the log's order, newest first (ties by id), or the other way round, which
 * lets a deep page be read from the nearer end. The staff names are read apart (staffNames): a join
 * planned for a long export read the whole users table.
 */
export const activityRows = (db: Db, filter: LogsFilter, { limit, offset, oldestFirst = false }: Slice) =>
  db
    .select({
      id: activityLogs.id,
      userId: activityLogs.userId,
      action: activityLogs.action,
      entityId: activityLogs.entityId,
      detail: activityLogs.detail,
      createdAt: activityLogs.createdAt,
      /** 'YYYY-MM-DD HH:mm' as Nassau's clocks read it, for the CSV: PostgreSQL formats a day's rows in a fraction of what Intl takes. */
      nassauTime: sql<string>`to_char(${activityLogs.createdAt} at time zone ${businessTimeZone}, 'YYYY-MM-DD HH24:MI')`,
    })
    .from(activityLogs)
    .where(periodCondition(filter))
    .orderBy(...(oldestFirst ? [asc(activityLogs.createdAt), asc(activityLogs.id)] : [desc(activityLogs.createdAt), desc(activityLogs.id)]))
    .limit(limit)
    .offset(offset);
export type ActivityRow = Awaited<ReturnType<typeof activityRows>>[number];

export const staffNames = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? [] : db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, [...ids]));

/** Checkpoint names by id: a scan's row keeps the id, and reads under the checkpoint's current name. */
export const checkpointNames = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? [] : db.select({ id: checkpoints.id, name: checkpoints.name }).from(checkpoints).where(inArray(checkpoints.id, [...ids]));

/** Which list each end-of-day report belongs to, for the path of its detail. */
export const eodReportKinds = async (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? [] : db.select({ id: eodReports.id, kind: eodReports.kind }).from(eodReports).where(inArray(eodReports.id, [...ids]));
