import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { saveFile } from '../../components/save-file';
import { ScreenLoader } from '../../components/screen-loader';
import { DashboardTableView } from './dashboard-table-view';
import { tableCsv, type DashboardTable } from './dashboard-tables';

type Props<T> = {
  title: string;
  query: UseQueryResult<T>;
  table: (data: T) => DashboardTable;
  /** Said instead of an empty chart. */
  empty: string;
  isEmpty: (data: T) => boolean;
  chart: (data: T) => ReactNode;
  /** Figures shown beside the chart whatever it holds (the alert counts, the branch totals). */
  extra?: (data: T) => ReactNode;
};

/**
 * One chart of the dashboard in its own section: its loading, error and empty states, the chart,
 * a "Show table" toggle with the same figures, and a CSV of them made in the browser.
 */
export const ChartPanel = <T,>({ title, query, table, empty, isEmpty, chart, extra }: Props<T>) => {
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const { data } = query;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {query.isPending ? (
          <ScreenLoader />
        ) : query.error || data === undefined ? (
          <LoadError title={`Could not load ${title.toLowerCase()}`} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            {isEmpty(data) ? (
              <Text c="dimmed" ta="center" py="md">
                {empty}
              </Text>
            ) : (
              chart(data)
            )}
            {extra?.(data)}
            <Group gap="xs">
              <Button
                variant="default"
                mih={44}
                leftSection={<IconTable size={18} aria-hidden />}
                aria-expanded={tableShown}
                aria-controls={tableShown ? tableId : undefined}
                aria-label={`${tableShown ? 'Hide' : 'Show'} table of ${title.toLowerCase()}`}
                onClick={() => setTableShown((shown) => !shown)}
              >
                {tableShown ? 'Hide table' : 'Show table'}
              </Button>
              <Button
                variant="default"
                mih={44}
                leftSection={<IconDownload size={18} aria-hidden />}
                aria-label={`Export CSV of ${title.toLowerCase()}`}
                onClick={() => {
                  const made = table(data);
                  saveFile(new Blob([tableCsv(made)], { type: 'text/csv;charset=utf-8' }), made.file);
                }}
              >
                Export CSV
              </Button>
            </Group>
            {tableShown && <DashboardTableView table={table(data)} id={tableId} />}
          </>
        )}
      </Stack>
    </Paper>
  );
};
