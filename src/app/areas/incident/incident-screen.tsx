import { Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { incidentApi } from '../../api/incident';
import { formatBusinessDate } from '../../components/business-date';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ScreenHeader } from '../../components/screen-header';
import { useUrlListState } from '../../components/use-url-list-state';
import { IncidentCard, IncidentCards } from './incident-card';
import { IncidentRangeFilter } from './incident-range-filter';
import { IncorrectTable } from './incorrect-table';
import { RecheckBox } from './recheck-box';

const rangeFilters = ['from', 'to'] as const;
const newestFirst = { column: 'date', direction: 'desc' } as const;

/**
 * Incident Report (finance spec §2), for special users: the invoices of a range whose stored
 * processing fee, VAT total or grand total the pricing engine does not confirm, each with its stored
 * and correct figures and their difference; below, a re-check of invoices by id.
 */
export const IncidentScreen = () => {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
  const state = useUrlListState(rangeFilters, newestFirst);
  const from = state.filters.from ?? undefined;
  const to = state.filters.to ?? undefined;
  const report = useQuery({
    queryKey: ['incident', 'incorrect', from, to, state.page],
    queryFn: () => incidentApi.incorrect({ from, to, page: state.page }),
    placeholderData: keepPreviousData,
  });
  const meta = report.data?.meta;
  const rows = report.data?.data ?? [];
  // Until the server has answered, the address's days; by default the server chooses them.
  const shown = meta ?? (from && to ? { from, to } : undefined);
  const period = meta ? `${formatBusinessDate(meta.from)} to ${formatBusinessDate(meta.to)}` : '';
  return (
    <Stack gap="md" miw={0}>
      <ScreenHeader title="Incident Report" />
      <Text>Invoices whose stored totals differ from the pricing engine's at the rates of their date, newest first.</Text>
      {(meta || !report.isPending) && <IncidentRangeFilter key={`${shown?.from}/${shown?.to}`} range={shown} onSearch={(range) => state.setFilters(range)} />}
      <QueryState
        isPending={report.isPending}
        error={report.error}
        isEmpty={rows.length === 0}
        empty={`No incorrect invoices from ${period}${state.page > 1 ? ` on page ${state.page}` : ''}.`}
        onRetry={() => void report.refetch()}
      >
        {wide ? (
          <IncorrectTable rows={rows} />
        ) : (
          <IncidentCards label="Incorrect invoices">
            {rows.map((invoice) => (
              <IncidentCard key={invoice.id} invoice={invoice} />
            ))}
          </IncidentCards>
        )}
      </QueryState>
      <Pager page={state.page} hasNext={meta?.has_next ?? false} onChange={state.setPage} disabled={report.isFetching} />
      <RecheckBox />
    </Stack>
  );
};
