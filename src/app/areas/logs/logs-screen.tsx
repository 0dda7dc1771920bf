import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { logsApi, type LogsPeriod } from '../../api/logs';
import { ReportActions } from '../../components/report-actions';
import { ActivityResults } from './activity-results';
import { LogsFilter } from './logs-filter';
import { useLogsPeriod } from './use-logs-period';

const periodKey = (period: LogsPeriod | null) => (period ? `${period.fromDate}/${period.toDate}/${period.workerId ?? 'all'}` : 'none');

/**
 * Activity Logs (/admin/logs, finance spec §2): what staff did in a period, optionally one worker's,
 * each row a sentence linked to what it was done to, newest first, page by page; the searched
 * period exports as CSV. Admins and the special staff.
 */
export const LogsScreen = () => {
  const { period, page, setPage, search, clear } = useLogsPeriod();
  const key = periodKey(period);
  const logs = useQuery({
    queryKey: ['logs', key, page],
    queryFn: () => logsApi.search(period!, page),
    enabled: period !== null,
    // Another page of the same period keeps the rows shown until it comes; another period does not.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === key ? previous : undefined),
  });
  return (
    <Stack gap="md" miw={0} className="report-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>Activity Logs</Title>
        {period && <ReportActions csvPath={logsApi.csvPath(period)} csvName={`activity-${period.fromDate}-to-${period.toDate}.csv`} csvLabel="Export CSV" />}
      </Group>
      <Box className="no-print">
        <LogsFilter key={key} period={period} onSearch={search} onClear={clear} />
      </Box>
      {period ? (
        <ActivityResults query={logs} page={page} onPage={setPage} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          Choose the days to read, then Search.
        </Text>
      )}
    </Stack>
  );
};
