import { Anchor, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams } from 'react-router-dom';
import type { EodTransaction, EodView } from '../../../../domain/eod';
import { ApiError } from '../../../api/api-error';
import { transactionsCsvPath } from '../../../api/eod';
import { formatBusinessDate } from '../../../components/business-date';
import { LoadError } from '../../../components/load-error';
import { NotFound } from '../../../components/not-found';
import { ReportActions } from '../../../components/report-actions';
import { ResultCount } from '../../../components/result-count';
import { ScreenLoader } from '../../../components/screen-loader';
import { eodViewInfo, type EodViewInfo } from '../eod-views';
import { EodTotals } from './eod-totals';
import { TransactionsCards } from './transactions-cards';
import { TransactionsTable } from './transactions-table';
import { isReportId, useEodDetail, type EodDetailView } from './use-eod-detail';

const Transactions = ({ rows }: { rows: readonly EodTransaction[] }) => {
  const theme = useMantineTheme();
  // Below a phone's width thirteen columns would scroll far sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  return (
    <Stack gap="xs" miw={0}>
      <Title order={3} size="h4">
        Transactions
      </Title>
      <ResultCount count={rows.length} one="transaction" many="transactions" />
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No payments were taken on this day.
        </Text>
      ) : wide ? (
        <TransactionsTable rows={rows} />
      ) : (
        <TransactionsCards rows={rows} />
      )}
    </Stack>
  );
};

const EodDetail = ({ info, detail }: { info: EodViewInfo; detail: EodDetailView }) => {
  const { report, transactions } = detail;
  return (
    <Stack gap="md" miw={0} className="report-page">
      <Anchor component={Link} to={info.listPath} size="sm" className="no-print">
        All reports
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>
            {info.detailTitle}: {formatBusinessDate(detail.meta.report_date)}
          </Title>
          <Text size="sm" c="dimmed">
            Report #{report.id}
            {report.created_by ? ` by ${report.created_by}` : ''}
          </Text>
        </Stack>
        <ReportActions csvPath={transactions ? transactionsCsvPath(info.kind, report.id) : undefined} csvName={`${info.kind}-${report.date}.csv`} />
      </Group>
      <EodTotals detail={detail} />
      {transactions && <Transactions rows={transactions} />}
    </Stack>
  );
};

const EodDetailScreen = ({ view }: { view: EodView }) => {
  const id = Number(useParams().id);
  const info = eodViewInfo[view];
  const query = useEodDetail(view, id);
  if (!isReportId(id) || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;
  // A later refetch that fails leaves the page as it was; only a first load that fails says so.
  if (query.data) return <EodDetail info={info} detail={query.data} />;
  if (query.error) return <LoadError title="Could not load this report" error={query.error} onRetry={() => void query.refetch()} />;
  return <ScreenLoader />;
};

/** Full EOD detail (/reports/eod/:id, admins): every total with the cash, the reconciliation and the day's transactions. */
export const EodFullDetailScreen = () => <EodDetailScreen view="full" />;
/** EOD v2 detail (/reports/eodv2/:id): the totals without the transactions, the VAT total and the difference. */
export const EodV2DetailScreen = () => <EodDetailScreen view="v2" />;
/** Accounts EOD detail (/reports/acc/:id): like the full one, over the accounts office's own reports. */
export const AccDetailScreen = () => <EodDetailScreen view="acc" />;
