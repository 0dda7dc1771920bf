import type { ReactNode } from 'react';
import { Box, Group, Stack, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ReportActions } from '../../components/report-actions';
import { ResultCount } from '../../components/result-count';

/** A table from the desktop breakpoint; below it each row is a card, so nothing runs past a phone's edge. */
export const useWideReport = () => {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
};

/** total_capped: counted no further than total, so the count says "1,000+" and Next goes on while rows come. */
type Page = { current_page: number; last_page: number; total: number; total_capped?: boolean };
type Query = { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type Props = {
  title: string;
  csv: { path: string; name: string };
  /** The report's rows are of this: '1 client', '23 clients'. */
  noun: { one: string; many: string };
  query: Query;
  meta: Page | undefined;
  /** The page asked for (the address's); meta may still be the previous page's while it loads. */
  page: number;
  rows: number;
  empty: string;
  onPage: (page: number) => void;
  /** What narrows the report (dates), kept off the paper. */
  filters?: ReactNode;
  /** Figures over the whole report, shown above the rows. */
  totals?: ReactNode;
  children: ReactNode;
};

const pastTheEndText = (meta: Page, page: number) =>
  meta.total_capped ? `There is nothing on page ${page}.` : `This report has ${meta.last_page} ${meta.last_page === 1 ? 'page' : 'pages'}; there is nothing on page ${page}.`;

/**
 * A paged admin report: title with Download CSV and Print, filters, the count, its rows with
 * loading, error and empty states, and a page selector. The whole of it is what prints (`report-page`).
 */
export const ReportLayout = ({ title, csv, noun, query, meta, page, rows, empty, onPage, filters, totals, children }: Props) => {
  const pastTheEnd = meta !== undefined && rows === 0 && page > meta.last_page && meta.total > 0;
  return (
    <Stack gap="md" miw={0} className="report-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>{title}</Title>
        <ReportActions csvPath={csv.path} csvName={csv.name} />
      </Group>
      {filters && <Box className="no-print">{filters}</Box>}
      {meta && <ResultCount count={meta.total} capped={meta.total_capped} one={noun.one} many={noun.many} />}
      {meta && totals}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={rows === 0}
        empty={pastTheEnd ? pastTheEndText(meta, page) : empty}
        onRetry={() => void query.refetch()}
      >
        {children}
      </QueryState>
      {meta && (meta.last_page > 1 || page > 1) && (
        <Box className="no-print">
          {meta.total_capped ? (
            <Pager page={page} hasNext={rows > 0} onChange={onPage} disabled={query.isFetching} />
          ) : (
            <Pager page={page} totalPages={Math.max(meta.last_page, page)} onChange={onPage} disabled={query.isFetching} />
          )}
        </Box>
      )}
    </Stack>
  );
};
