import { Button, Group, Stack, Title, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { creditsCsvPath } from '../../api/credits';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ReportActions } from '../../components/report-actions';
import { ResultCount } from '../../components/result-count';
import { SearchField } from '../../components/search-field';
import { useUrlListState } from '../../components/use-url-list-state';
import { CreditDialog } from './credit-dialog';
import { useCreditsPage } from './credit-queries';
import { CreditsCards } from './credits-cards';
import { CreditsTable } from './credits-table';

const noFilters = [] as const;
// The list is always newest first; the address keeps the search and the page.
const newestFirst = { column: 'created', direction: 'desc' } as const;

/**
 * CC Payments (/credits, finance spec §2): purchases paid by card for customers, newest first,
 * searchable and paged, with Add, Download CSV and Print. Recording one opens its receipt in a new tab.
 */
export const CreditsScreen = () => {
  const state = useUrlListState(noFilters, newestFirst);
  const list = useCreditsPage(state.searchKey, state.page);
  const [adding, dialog] = useDisclosure(false);
  const theme = useMantineTheme();
  // Below a tablet's width six columns would scroll sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? true;
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <Stack gap="md" miw={0} className="report-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>CC Payments</Title>
        <Group gap="xs" className="no-print">
          <ReportActions csvPath={creditsCsvPath(state.searchKey)} csvName="cc-payments.csv" />
          <Button leftSection={<IconPlus size={18} />} onClick={dialog.open} mih={44}>
            Add CC payment
          </Button>
        </Group>
      </Group>
      <div className="no-print">
        <SearchField value={state.search} onChange={state.setSearch} placeholder="Payment #, name, vendor or description" />
      </div>
      {meta && <ResultCount count={meta.total} one="payment" many="payments" />}
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={state.searchKey ? `No CC payments match "${state.searchKey}".` : 'No CC payments have been recorded yet.'}
        onRetry={() => void list.refetch()}
      >
        {wide ? <CreditsTable rows={rows} /> : <CreditsCards rows={rows} />}
      </QueryState>
      {meta && meta.last_page > 1 && (
        <div className="no-print">
          <Pager page={state.page} totalPages={meta.last_page} onChange={state.setPage} disabled={list.isFetching} />
        </div>
      )}
      <CreditDialog opened={adding} onClose={dialog.close} />
    </Stack>
  );
};
