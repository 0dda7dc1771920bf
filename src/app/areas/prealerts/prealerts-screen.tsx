import { Stack, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { prealertPurpose } from '../../../domain/prealerts';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ScreenHeader } from '../../components/screen-header';
import { useUrlListState } from '../../components/use-url-list-state';
import { useSession } from '../../session/use-session';
import { PrealertDialog } from './prealert-dialog';
import { useCustomerPrealerts } from './prealert-queries';
import { PrealertsCards } from './prealerts-cards';
import { PrealertsTable } from './prealerts-table';
import { useWithdrawPrealert } from './use-withdraw-prealert';

const noFilters = [] as const;
const newestFirst = { column: 'created', direction: 'desc' } as const;

export const prealertsEmptyText = 'You have not told us about any parcels yet. When you order something, add its tracking number here.';

/**
 * Prealerts (/client/prealerts): the parcels a customer told the warehouse to expect, newest first,
 * each Waiting or Received with its order; New prealert, and Withdraw for one still waiting.
 */
export const PrealertsScreen = () => {
  const customerId = useSession()?.user.id ?? 0;
  const state = useUrlListState(noFilters, newestFirst);
  const list = useCustomerPrealerts(customerId, state.page);
  const [adding, dialog] = useDisclosure(false);
  const { withdrawingId, withdraw } = useWithdrawPrealert();
  const theme = useMantineTheme();
  // Below a tablet's width seven columns would scroll sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? true;
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const shown = { rows, withdrawingId, onWithdraw: withdraw };
  return (
    <Stack gap="md" miw={0}>
      <ScreenHeader title="Prealerts" action={{ label: 'New prealert', icon: <IconPlus size={18} />, onClick: dialog.open }} />
      <Text>{prealertPurpose}</Text>
      <QueryState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} empty={prealertsEmptyText} onRetry={() => void list.refetch()}>
        {wide ? <PrealertsTable {...shown} /> : <PrealertsCards {...shown} />}
      </QueryState>
      {meta && meta.last_page > 1 && <Pager page={state.page} totalPages={meta.last_page} onChange={state.setPage} disabled={list.isFetching} />}
      <PrealertDialog customerId={customerId} opened={adding} onClose={dialog.close} />
    </Stack>
  );
};
