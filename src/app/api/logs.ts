import { zActivityLogPage, type LogsFilter } from '../../domain/logs';
import { api } from './client';

/** The period a search or an export is for, as the API takes it; no worker is every worker. */
export type LogsPeriod = Required<Pick<LogsFilter, 'fromDate' | 'toDate'>> & { workerId: number | null };

/** The CSV of a whole period, not the page shown. */
const csvPath = ({ fromDate, toDate, workerId }: LogsPeriod) =>
  `/logs.csv?${new URLSearchParams({ fromDate, toDate, ...(workerId === null ? {} : { workerId: String(workerId) }) }).toString()}`;

/** The activity log (finance spec §7: POST /logs {data}). */
export const logsApi = {
  search: (period: LogsPeriod, page: number) => api.post('/logs', zActivityLogPage, { data: { ...period, page } }),
  csvPath,
};
