import { logsLimit, type ActivityLog, type LogsBody } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { activityRows } from './queries';

/** The staff activity of a period, at most logsLimit rows, newest first. */
export const listActivity = async (db: Db, filter: LogsBody['data']): Promise<ActivityLog[]> =>
  (await activityRows(db, filter, logsLimit)).map((row) => ({
    id: row.id,
    user: { id: row.userId, full_name: row.fullName },
    activity: row.entityId === null ? row.action : `${row.action} #${row.entityId}`,
    created_at: row.createdAt.toISOString(),
  }));
