import { Box, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { oldOrdersApi } from '../../api/old-orders';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ReportActions } from '../../components/report-actions';
import { ResultCount } from '../../components/result-count';
import { SearchField } from '../../components/search-field';
import { useUrlListState } from '../../components/use-url-list-state';
import { OldReportCards } from './old-report-cards';
import { OldReportTable } from './old-report-table';
import type { OldReportView } from './report-views';
import { useApproveForSale } from './use-approve-for-sale';
import { useOldReport } from './use-old-report';

const noFilters = [] as const;
// The reports have one order, oldest first; the address keeps the search and the page.
const oldestFirst = { column: 'oldest', direction: 'asc' } as const;

/**
 * The old packages and old orders reports (finance spec §2): searchable by order id or client
 * name, paged with a page dropdown, each order with Approve for sale; printable and downloadable whole.
 */
export const OldReportScreen = ({ view }: { view: OldReportView }) => {
  const state = useUrlListState(noFilters, oldestFirst);
  const report = useOldReport(view.kind, state.searchKey, state.page);
  const approval = useApproveForSale();
  const theme = useMantineTheme();
  // Eight columns need a tablet's width; below it, cards.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? true;
  const rows = report.data?.data ?? [];
  const meta = report.data?.meta;
  return (
    <Stack gap="md" miw={0} className="report-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>{view.title}</Title>
        <ReportActions csvPath={oldOrdersApi.csvPath(view.kind, state.searchKey)} csvName={view.csvName} />
      </Group>
      <Text size="sm" c="dimmed">
        {view.intro}
      </Text>
      <Box className="no-print">
        <SearchField value={state.search} onChange={state.setSearch} placeholder="Order # or client name" />
      </Box>
      {meta && <ResultCount count={meta.total} one="order" many="orders" />}
      <QueryState
        isPending={report.isPending}
        error={report.error}
        isEmpty={rows.length === 0}
        empty={state.searchKey ? view.emptyFor(state.searchKey) : view.empty}
        onRetry={() => void report.refetch()}
      >
        {wide ? (
          <OldReportTable view={view} rows={rows} pendingId={approval.pendingId} onApprove={(row) => void approval.approve(row)} />
        ) : (
          <OldReportCards view={view} rows={rows} pendingId={approval.pendingId} onApprove={(row) => void approval.approve(row)} />
        )}
      </QueryState>
      {meta && meta.last_page > 1 && (
        <Box className="no-print">
          <Pager page={state.page} totalPages={meta.last_page} onChange={state.setPage} disabled={report.isFetching} />
        </Box>
      )}
    </Stack>
  );
};
