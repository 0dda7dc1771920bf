import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Customer, CustomerOrderRow } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { FormDialog } from '../../components/form-dialog';
import { formatDay, methodLabel } from '../../components/display-format';

const OrderRow = ({ order }: { order: CustomerOrderRow }) => (
  <Paper withBorder p="sm" radius="sm">
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Anchor component={Link} to={`/orders/${order.id}`} fw={600}>
        Order #{order.id}
      </Anchor>
      {order.status && <Badge variant="light">{order.status}</Badge>}
    </Group>
    <Text size="sm" c="dimmed">
      {[formatDay(order.created_at), order.delivery ? methodLabel(order.delivery) : null, order.vendor, order.invoice_id ? `Invoice #${order.invoice_id}` : null]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  </Paper>
);

const CustomerOrders = ({ customer }: { customer: Customer }) => {
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: ['customers', customer.id, 'orders', page],
    queryFn: () => usersApi.customerOrders(customer.id, page),
    placeholderData: keepPreviousData,
  });
  const rows = orders.data?.data ?? [];
  const totalPages = orders.data?.meta.pagination.total_pages ?? 1;
  return (
    <Stack gap="sm">
      <QueryState
        isPending={orders.isPending}
        error={orders.error}
        isEmpty={rows.length === 0 && page === 1}
        empty="This customer has no orders yet."
        onRetry={() => void orders.refetch()}
      >
        <Stack gap="xs">
          {rows.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </Stack>
      </QueryState>
      {orders.data && (page > 1 || totalPages > 1) && (
        <Pager page={page} totalPages={totalPages} onChange={setPage} disabled={orders.isFetching} />
      )}
    </Stack>
  );
};

export const CustomerOrdersDialog = ({ customer, opened, onClose }: { customer: Customer | null; opened: boolean; onClose: () => void }) => (
  <FormDialog opened={opened} onClose={onClose} title={customer ? `Orders of ${customer.full_name}` : 'Orders'}>
    {customer && <CustomerOrders key={customer.id} customer={customer} />}
  </FormDialog>
);
