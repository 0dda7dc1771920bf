import { describeActivity } from '../../../domain/activity-sentences';
import { toCsv } from '../../../domain/csv';
import { ErrorCode } from '../../../domain/errors';
import { logsCountCap, logsCsvLimit, logsPageSize, type ActivityLog, type ActivityLogPage, type LogsBody, type LogsFilter } from '../../../domain/logs';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { lastPage, pageOffset } from '../paging';
import { activityRows, checkpointNames, countActivity, eodReportKinds, staffNames, type ActivityRow } from './queries';

const idsOf = (rows: readonly ActivityRow[], pick: (row: ActivityRow) => unknown) => [
  ...new Set(rows.map(pick).filter((id): id is number => typeof id === 'number' && Number.isInteger(id))),
];

/** Each row's staff member, sentence and link, with the names they need read once for the whole batch. */
const describeRows = async (db: Db, rows: readonly ActivityRow[]): Promise<ActivityLog[]> => {
  const [staff, names, kinds] = await Promise.all([
    staffNames(db, idsOf(rows, (row) => row.userId)),
    checkpointNames(db, idsOf(rows.filter((row) => row.action === 'Scanned packages'), (row) => row.detail?.checkpoint)),
    eodReportKinds(db, idsOf(rows.filter((row) => row.action === 'Created end-of-day report'), (row) => row.entityId)),
  ]);
  const staffName = new Map(staff.map((s) => [s.id, s.name]));
  const checkpointName = new Map(names.map((c) => [c.id, c.name]));
  const eodKind = new Map(kinds.map((r) => [r.id, r.kind === 'acc' ? ('acc' as const) : ('eod' as const)]));
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, full_name: staffName.get(row.userId) ?? '' },
    ...describeActivity({
      action: row.action,
      entityId: row.entityId,
      detail: row.detail,
      checkpointName: checkpointName.get(row.detail?.checkpoint as number) ?? null,
      eodKind: row.entityId === null ? null : (eodKind.get(row.entityId) ?? null),
    }),
    created_at: row.createdAt.toISOString(),
  }));
};

/**
 * A page past the middle of the period is read from its oldest end, oldest first, and turned
 * round: an offset costs a walk over the rows it skips, so the last page of a month skips none.
 */
const newestFirst = (db: Db, filter: LogsFilter, page: number) => activityRows(db, filter, { limit: logsPageSize, offset: pageOffset(page, logsPageSize) });

const pageRows = async (db: Db, filter: LogsFilter, page: number, total: number) => {
  const offset = pageOffset(page, logsPageSize);
  const after = total - offset - logsPageSize;
  if (after >= offset) return newestFirst(db, filter, page);
  const size = Math.min(logsPageSize, total - offset);
  if (size <= 0) return [];
  return (await activityRows(db, filter, { limit: size, offset: Math.max(0, after), oldestFirst: true })).reverse();
};

/**
 * One page of the staff activity of a period, newest first, with the period's count up to
 * logsCountCap; page 1 reads both at once. Past the cap the count is not exact, so every page is
 * read from the newest end.
 */
export const listActivity = async (db: Db, { page = 1, ...filter }: LogsBody['data']): Promise<ActivityLogPage> => {
  const [matching, rows] =
    page === 1
      ? await Promise.all([countActivity(db, filter, logsCountCap), activityRows(db, filter, { limit: logsPageSize, offset: 0 })])
      : await countActivity(db, filter, logsCountCap).then(async (n) => [n, n > logsCountCap ? await newestFirst(db, filter, page) : await pageRows(db, filter, page, n)] as const);
  const total = Math.min(matching, logsCountCap);
  return { data: await describeRows(db, rows), meta: { current_page: page, last_page: lastPage(total, logsPageSize), total, total_capped: matching > logsCountCap } };
};

/** Every row of a period as CSV, up to logsCsvLimit rows; a longer period is refused rather than cut short. */
export const activitySpreadsheet = async (db: Db, filter: LogsFilter) => {
  const rows = await activityRows(db, filter, { limit: logsCsvLimit + 1, offset: 0 });
  if (rows.length > logsCsvLimit) {
    const message = `An export holds at most ${logsCsvLimit.toLocaleString('en-US')} activities; choose a shorter period.`;
    throw new AppError(ErrorCode.VALIDATION, message, { toDate: message });
  }
  return toCsv(
    ['ID', 'Staff Member', 'Action', 'When'],
    (await describeRows(db, rows)).map((row, i) => [row.id, row.user.full_name, row.activity, rows[i]!.nassauTime]),
  );
};
