import { Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { warehouseStaff } from '../../../../domain/constants';
import { ordersApi } from '../../../api/orders';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { ResultCount } from '../../../components/result-count';
import { ScreenHeader } from '../../../components/screen-header';
import { useOnline } from '../../../offline/hooks/use-online';
import { useSession } from '../../../session/use-session';
import { PendingOrders } from '../pending/pending-orders';
import { OrderFilters } from './order-filters';
import { OrdersCards } from './orders-cards';
import { OrdersTable } from './orders-table';
import { TodayCounts } from './today-counts';
import { useOrderFilters } from './use-order-filters';
import { ordersPageKey, useToggleSheet } from './use-toggle-sheet';

/**
 * Orders (admin, worker, worker-v2, basic): search, filters, the table and Previous/Next. Basic
 * users load nothing until they search or filter (portal spec §6).
 */
export const OrdersScreen = () => {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const isStaff = warehouseStaff.some((type) => type === user?.account_type);
  const waitsForAsk = user?.account_type === 'basic';
  const state = useOrderFilters();
  const theme = useMantineTheme();
  // Below a phone's width the eleven columns would scroll sideways: cards instead.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`) ?? true;
  const enabled = !waitsForAsk || state.asked;
  const orders = useQuery({
    queryKey: [...ordersPageKey, state.query],
    queryFn: () => ordersApi.paginated(state.query),
    placeholderData: keepPreviousData,
    enabled,
  });
  const online = useOnline();
  const sheet = useToggleSheet();
  const rows = orders.data?.data ?? [];
  const additional = orders.data?.additional;
  const sorting = { keys: { 'Order #': 'created', Created: 'created' }, current: state.sort, onSort: state.setSort };
  const list = { rows, canToggleSheet: isStaff, togglingId: sheet.togglingId, onToggleSheet: sheet.toggle, sorting };

  return (
    <Stack gap="md" miw={0}>
      <ScreenHeader
        title="Orders"
        action={isStaff && { label: 'Create Order', icon: <IconPlus size={18} />, onClick: () => void navigate('/orders/create/new') }}
      />
      <PendingOrders />
      {user?.special && additional && <TodayCounts newOrders={additional.today_order_count} editedOrders={additional.today_orders_edited} />}
      <OrderFilters state={state} />
      {enabled && orders.data && <ResultCount count={orders.data.meta.count} capped={orders.data.meta.count_capped} one="order" many="orders" />}
      {!online && !orders.data ? (
        <Text c="dimmed" ta="center" py="xl">
          The orders list needs a connection. Orders created offline wait under Pending orders until they sync.
        </Text>
      ) : enabled ? (
        <QueryState
          isPending={orders.isPending}
          error={orders.error}
          isEmpty={rows.length === 0}
          empty={state.asked ? 'No orders match this search and these filters.' : 'There are no orders yet.'}
          onRetry={() => void orders.refetch()}
        >
          {wide ? <OrdersTable {...list} /> : <OrdersCards {...list} />}
        </QueryState>
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          Search or choose a filter to see orders.
        </Text>
      )}
      {enabled && orders.data && (rows.length > 0 || state.page > 1) && (
        <Pager page={state.page} hasNext={orders.data.meta.has_next} onChange={state.setPage} disabled={orders.isFetching} />
      )}
    </Stack>
  );
};
