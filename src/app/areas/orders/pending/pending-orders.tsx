import { useEffect, useEffectEvent, useId } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { confirmAction } from '../../../components/confirm';
import { notifyError } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';
import { useClock } from '../../../offline/hooks/use-clock';
import { useOutboxRows } from '../../../offline/hooks/use-outbox';
import { discardRow } from '../../../offline/store/outbox';
import { customerLabel } from '../reference/customer-label';
import { useCachedCustomers } from '../reference/order-reference';
import { PendingOrderCard } from './pending-order-card';
import { retryStateOf } from './pending-order-retry';
import { pendingOrdersToShow, type PendingOrder } from './pending-order-rows';

const PendingOrdersList = ({ orders }: { orders: PendingOrder[] }) => {
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customers = useCachedCustomers().data?.data ?? [];
  const synced = orders.filter((order) => order.row.status === 'done').length;
  const refreshOrders = useEffectEvent(() => void queryClient.invalidateQueries({ queryKey: ['orders'] }));
  // An order that reached the server belongs in the list below.
  useEffect(() => {
    if (synced > 0) refreshOrders();
  }, [synced]);

  const customerOf = (order: PendingOrder) => {
    const id = order.body?.data.customer;
    const customer = customers.find((candidate) => candidate.id === id);
    return customer ? customerLabel(customer) : id ? `Dept #${id}` : 'Unknown customer';
  };
  const retry = (order: PendingOrder) => void navigate('/orders/create/new', { state: retryStateOf(order) });
  const discard = async ({ row }: PendingOrder) => {
    const confirmed = await confirmAction({
      title: `Discard order ${row.localRef}?`,
      message: 'It has not reached the server, so it will be lost.',
      confirmLabel: 'Discard',
      danger: true,
    });
    if (confirmed) await discardRow(row.id).catch((error: unknown) => notifyError(errorMessage(error)));
  };

  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        Pending orders
      </Title>
      <Text size="sm" c="dimmed">
        Orders saved on this device. They get their order numbers and labels when they sync.
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-labelledby={titleId}>
        {orders.map((order) => (
          <PendingOrderCard key={order.row.id} order={order} customer={customerOf(order)} onRetry={retry} onDiscard={(o) => void discard(o)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};

/** Orders recorded on this device that have not synced yet (and those synced today, with their numbers). */
export const PendingOrders = () => {
  const rows = useOutboxRows({ kind: 'order-create' });
  const now = useClock(60_000);
  const orders = pendingOrdersToShow(rows, now);
  return orders.length > 0 ? <PendingOrdersList orders={orders} /> : null;
};
