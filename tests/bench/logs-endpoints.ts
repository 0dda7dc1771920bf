import { logsCountCap, zActivityLogPage } from '../../src/domain/logs';
import type { Endpoint } from './endpoints';
import type { LogsExpectation, LogsSeed } from './seed-logs';

const count = (n: number) => n.toLocaleString('en-US');

/** A page of the log: the count and the page's ids the table gives, each row a sentence. */
const checkPage = (want: LogsExpectation) => (body: unknown) => {
  const parsed = zActivityLogPage.safeParse(body);
  if (!parsed.success) return `not a page of the activity log: ${parsed.error.message}`;
  const { data, meta } = parsed.data;
  const total = Math.min(want.total, logsCountCap);
  if (meta.total !== total || meta.total_capped !== want.total > logsCountCap || meta.current_page !== want.page)
    return `page ${meta.current_page} of ${meta.total} rows (capped: ${meta.total_capped}), the table gives page ${want.page} of ${want.total}`;
  const ids = data.map((row) => row.id);
  if (ids.join() !== want.ids.join()) return `ids ${ids.slice(0, 3).join()}… (${ids.length}), the table gives ${want.ids.slice(0, 3).join()}… (${want.ids.length})`;
  const bare = data.find((row) => !/^[a-z]/.test(row.activity));
  return bare ? `row ${bare.id} reads "${bare.activity}"` : null;
};

/** The CSV of a period: a header and one line a row, newest first. */
const checkCsv = (want: LogsExpectation) => (body: unknown) => {
  const lines = String(body).trimEnd().split('\r\n');
  if (lines[0] !== 'ID,Staff Member,Action,When') return `header ${lines[0]}`;
  if (lines.length - 1 !== want.total) return `${lines.length - 1} rows, the table holds ${want.total} for ${want.fromDate}`;
  const first = Number(lines[1]?.split(',')[0]);
  return first === want.ids[0] ? null : `first row ${first}, the table's newest is ${want.ids[0]}`;
};

const search = (name: string, want: LogsExpectation): Endpoint => ({
  name,
  path: '/api/logs',
  authenticated: true,
  body: { data: { fromDate: want.fromDate, toDate: want.toDate, workerId: want.workerId, page: want.page } },
  check: checkPage(want),
});

/** The activity log of issue 19 over a year of a million rows. */
export const logsEndpoints = (seed: LogsSeed): Endpoint[] => [
  search(`activity log, one day page 1 (${count(seed.day.total)} rows)`, seed.day),
  search(`activity log, a month page 1 (${count(seed.month.total)} rows)`, seed.month),
  search(`activity log, one worker's month page 1 (${count(seed.workerMonth.total)} rows)`, seed.workerMonth),
  search(`activity log, a month's last page (page ${count(seed.deepPage.page)})`, seed.deepPage),
  search(`activity log, a year page 1 (${count(seed.year.total)} rows, counted to ${count(logsCountCap)})`, seed.year),
  {
    name: `activity log CSV, one day (${count(seed.day.total)} rows)`,
    path: `/api/logs.csv?fromDate=${seed.day.fromDate}&toDate=${seed.day.toDate}`,
    authenticated: true,
    text: true,
    check: checkCsv(seed.day),
  },
];
