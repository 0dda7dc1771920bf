import type { LogsPeriod } from '../../api/logs';
import { useUrlListState } from '../../components/use-url-list-state';

const periodFilters = ['from', 'to', 'worker'] as const;
const newestFirst = { column: 'when', direction: 'desc' } as const;

/** The searched period and page, kept in the address (?from=&to=&worker=&page=); none before the first Search. */
export const useLogsPeriod = () => {
  const state = useUrlListState(periodFilters, newestFirst);
  const { from, to, worker } = state.filters;
  const workerId = Number(worker);
  const period: LogsPeriod | null = from && to ? { fromDate: from, toDate: to, workerId: Number.isInteger(workerId) && workerId > 0 ? workerId : null } : null;
  return {
    period,
    page: state.page,
    setPage: state.setPage,
    /** A new search starts again at page 1. */
    search: ({ fromDate, toDate, workerId: id }: LogsPeriod) => state.setFilters({ from: fromDate, to: toDate, worker: id === null ? null : String(id) }),
    clear: state.clear,
  };
};
