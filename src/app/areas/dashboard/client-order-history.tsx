import { Stack } from '@mantine/core';
import type { AuthUser } from '../../../domain/auth';
import { dashboardMessages } from '../../../domain/client-dashboard';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ClientOrderCard } from './client-order-card';
import { useOrderHistory } from './client-queries';

type Props = { user: AuthUser; page: number; onPage: (page: number) => void };

/** The Order History tab: the customer's orders, newest first, ten a page. */
export const ClientOrderHistory = ({ user, page, onPage }: Props) => {
  const history = useOrderHistory(user.id, page);
  const pagination = history.data?.meta.pagination;
  return (
    <QueryState isPending={history.isPending} error={history.error} isEmpty={pagination?.total === 0} empty={dashboardMessages.noOrders} onRetry={() => void history.refetch()}>
      <Stack gap="md">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your orders">
          {(history.data?.data ?? []).map((order) => (
            <ClientOrderCard key={order.id} order={order} />
          ))}
        </Stack>
        {pagination && pagination.total_pages > 1 && <Pager page={page} totalPages={pagination.total_pages} onChange={onPage} disabled={history.isFetching} />}
      </Stack>
    </QueryState>
  );
};
