import { clientReportDefaults } from '../../../../domain/reports';
import { useUrlListState } from '../../../components/use-url-list-state';

const rangeFilters = ['start', 'end'] as const;
const mostOrdersFirst = { column: 'orders', direction: 'desc' } as const;

/** The report's range and page, kept in the address (?start=&end=&page=); without them, the spec's default days. */
export const useClientRange = () => {
  const state = useUrlListState(rangeFilters, mostOrdersFirst);
  return {
    range: { start_date: state.filters.start ?? clientReportDefaults.start_date, end_date: state.filters.end ?? clientReportDefaults.end_date },
    page: state.page,
    setPage: state.setPage,
    /** A new range starts again at page 1. */
    search: (start: string, end: string) => state.setFilters({ start, end }),
  };
};
