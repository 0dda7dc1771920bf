import { zClientReportCsvQuery, type ClientReportCsvQuery } from '../../../../domain/reports';
import { blockedReason } from '../../../components/blocked-reason';
import { DayRangeSearch } from '../../../components/day-range-search';

const labels = ['Start date', 'End date'] as const;

type Props = { range: ClientReportCsvQuery; onSearch: (start: string, end: string) => void };

/** Start and End date with a Search button (finance spec §2), over a report of thousands of clients. */
export const ClientRangeFilter = ({ range, onSearch }: Props) => (
  <DayRangeSearch
    labels={labels}
    start={range.start_date}
    end={range.end_date}
    reasonOf={(start, end) => blockedReason(zClientReportCsvQuery, { start_date: start, end_date: end })}
    onSearch={onSearch}
  />
);
