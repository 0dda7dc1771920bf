import { Box, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { logsEmptyMessage, logsPageSize, type ActivityLogPage } from '../../../domain/logs';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ResultCount } from '../../components/result-count';
import { ActivityCards } from './activity-cards';
import { ActivityTable } from './activity-table';

type Query = { data: ActivityLogPage | undefined; isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type Props = { query: Query; page: number; onPage: (page: number) => void };

const emptyText = (result: ActivityLogPage | undefined, page: number) => {
  if (!result || result.meta.total === 0) return logsEmptyMessage;
  return result.meta.total_capped ? `There is nothing on page ${page}.` : `This period has ${result.meta.last_page} ${result.meta.last_page === 1 ? 'page' : 'pages'}; there is nothing on page ${page}.`;
};

/**
 * A searched period's activities: the count ("100,000+" past the server's cap, when the pager
 * offers Next while full pages come instead of every page), the rows (a table from the desktop breakpoint, a card
 * each below it, so nothing runs past a phone's edge), loading, error and empty states, and pages.
 */
export const ActivityResults = ({ query, page, onPage }: Props) => {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
  const result = query.data;
  const rows = result?.data ?? [];
  return (
    <>
      {result && <ResultCount count={result.meta.total} capped={result.meta.total_capped} one="activity" many="activities" />}
      <QueryState isPending={query.isPending} error={query.error} isEmpty={rows.length === 0} empty={emptyText(result, page)} onRetry={() => void query.refetch()}>
        {wide ? <ActivityTable rows={rows} /> : <ActivityCards rows={rows} />}
      </QueryState>
      {result && (result.meta.last_page > 1 || page > 1) && (
        <Box className="no-print">
          {result.meta.total_capped ? (
            <Pager page={page} hasNext={rows.length === logsPageSize} onChange={onPage} disabled={query.isFetching} />
          ) : (
            <Pager page={page} totalPages={Math.max(result.meta.last_page, page)} onChange={onPage} disabled={query.isFetching} />
          )}
        </Box>
      )}
    </>
  );
};
