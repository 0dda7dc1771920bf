import { z } from 'zod';
import { zPage, zTimestamp } from './common';
import { blankAsMissing, dateField, zPositiveId } from './fields';

const period = z.object({
  fromDate: dateField('Date From is required'),
  toDate: dateField('Date To is required'),
  workerId: zPositiveId('Worker must be an id').optional().nullable(),
});
const fromBeforeTo = (d: { fromDate: string; toDate: string }) => d.fromDate <= d.toDate;
const fromAfterTo = { message: 'Date From must not be after Date To', path: ['toDate'] };

/** POST /logs {data}: two Nassau business days, both included, optionally one worker, and the page (from 1). */
export const zLogsBody = z.object({
  data: period.extend({ page: zPage.optional() }).refine(fromBeforeTo, fromAfterTo),
});
export type LogsBody = z.infer<typeof zLogsBody>;
export type LogsFilter = z.infer<typeof period>;

/** GET /logs.csv?fromDate=&toDate=&workerId=: the same period in the query string; a blank worker is every worker. */
export const zLogsCsvQuery = period
  .extend({
    fromDate: blankAsMissing(period.shape.fromDate),
    toDate: blankAsMissing(period.shape.toDate),
    workerId: blankAsMissing(zPositiveId('Worker must be an id').optional()),
  })
  .refine(fromBeforeTo, fromAfterTo);
export type LogsCsvQuery = z.infer<typeof zLogsCsvQuery>;

export const zActivityLog = z
  .object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), full_name: z.string() }),
    /** What the staff member did, read after their name: "approved invoice #1042" (activity-sentences.ts). */
    activity: z.string(),
    /** The app path of what it was done to, when that has a screen: "/invoices/1042". */
    link: z.string().nullable(),
    created_at: zTimestamp,
  })
  .meta({ id: 'ActivityLog' });
export type ActivityLog = z.infer<typeof zActivityLog>;

export const zActivityLogPage = z
  .object({
    data: z.array(zActivityLog),
    /** total_capped: the period holds more than logsCountCap rows; total and last_page stop there, and Next goes on while rows come. */
    meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int(), total_capped: z.boolean() }),
  })
  .meta({ id: 'ActivityLogPage' });
export type ActivityLogPage = z.infer<typeof zActivityLogPage>;

/** Rows a page of the log holds. */
export const logsPageSize = 50;
/** The count stops here (2,000 pages, a month of a busy warehouse): counting a year of rows cost a quarter of a second a page. */
export const logsCountCap = 100_000;
/** The most rows one CSV export holds: a longer period is refused with 400 on toDate, asking for a shorter one. */
export const logsCsvLimit = 100_000;
export const logsEmptyMessage = 'No activities have been logged for this time period.';
