import { zIncorrectInvoicesQuery } from '../../../domain/incident';
import { blockedReason } from '../../components/blocked-reason';
import { DayRangeSearch } from '../../components/day-range-search';

const labels = ['From', 'To'] as const;

type Range = { from: string; to: string };
type Props = { range: Range | undefined; onSearch: (range: Range) => void };

/**
 * From and To with a Search button: every invoice of the range is repriced, so nothing is read
 * until Search. The range starts as the one the server answered (by default its last 30 days).
 */
export const IncidentRangeFilter = ({ range, onSearch }: Props) => (
  <DayRangeSearch
    labels={labels}
    start={range?.from ?? null}
    end={range?.to ?? null}
    reasonOf={(from, to) => blockedReason(zIncorrectInvoicesQuery, { from, to })}
    onSearch={(from, to) => onSearch({ from, to })}
  />
);
