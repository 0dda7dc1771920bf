import { useState } from 'react';
import { Button, Group, Stack, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { reportsCsvPath } from '../../../api/eod';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { ReportActions } from '../../../components/report-actions';
import { ResultCount } from '../../../components/result-count';
import { useUrlListState } from '../../../components/use-url-list-state';
import { eodViewInfo, type EodViewInfo } from '../eod-views';
import { NewReportDialog } from '../form/new-report-dialog';
import { EodReportsCards } from './eod-reports-cards';
import { EodReportsTable } from './eod-reports-table';
import { useEodReports } from './use-eod-reports';

const noFilters = [] as const;
// Reports are always newest date first; the address keeps only the page.
const newestFirst = { column: 'date', direction: 'desc' } as const;

/** A list of end-of-day reports (finance spec §2, EOD list pages): a page of 20, newest date first, and New Report. */
const EodReportsScreen = ({ info }: { info: EodViewInfo }) => {
  const state = useUrlListState(noFilters, newestFirst);
  const list = useEodReports(info.kind, state.page);
  const [creating, setCreating] = useState(false);
  const theme = useMantineTheme();
  // Below a phone's width five columns with notes would scroll sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const meta = list.data?.meta;
  return (
    <Stack gap="md" miw={0} className="report-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>{info.title}</Title>
        <Group gap="xs" className="no-print">
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} mih={44}>
            New Report
          </Button>
          <ReportActions csvPath={reportsCsvPath(info.kind)} csvName={`${info.kind}-reports.csv`} />
        </Group>
      </Group>
      {meta && <ResultCount count={meta.total} one="report" many="reports" />}
      <QueryState isPending={list.isPending} error={list.error} isEmpty={list.data?.data.length === 0} empty={state.page > 1 ? `There is no page ${state.page} of reports.` : 'No end-of-day reports yet.'} onRetry={() => void list.refetch()}>
        {list.data && (wide ? <EodReportsTable rows={list.data.data} detailPath={info.detailPath} /> : <EodReportsCards rows={list.data.data} detailPath={info.detailPath} />)}
      </QueryState>
      {meta && meta.last_page > 1 && (
        <div className="no-print">
          <Pager page={state.page} totalPages={meta.last_page} onChange={state.setPage} disabled={list.isFetching} />
        </div>
      )}
      <NewReportDialog info={info} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};

/** End Of Day Reports (/reports/eod, admins): rows open the full detail. */
export const EodReportsFullScreen = () => <EodReportsScreen info={eodViewInfo.full} />;
/** End Of Day (/reports/eodv2, admins and worker-v2): rows open the v2 detail. */
export const EodReportsV2Screen = () => <EodReportsScreen info={eodViewInfo.v2} />;
/** The EOD (/reports/acc, admins, accounts and basic): the accounts office's own reports. */
export const AccReportsScreen = () => <EodReportsScreen info={eodViewInfo.acc} />;
