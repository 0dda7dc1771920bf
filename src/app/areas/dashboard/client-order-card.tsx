import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OrderHistoryRow } from '../../../domain/order-history';
import { formatDay, methodLabel } from '../../components/display-format';
import { LabelledValue } from '../../components/labelled-value';
import { ClientPackageTracking } from './client-package-tracking';

const InvoiceOf = ({ order }: { order: OrderHistoryRow }) =>
  order.invoice_id ? (
    <Anchor component={Link} to={`/invoices/${order.invoice_id}`} size="sm" fw={600}>
      #{order.invoice_pseudo_id ?? order.invoice_id}
      {order.invoice_paid ? ' (paid)' : ''}
    </Anchor>
  ) : (
    'Not invoiced yet'
  );

/** One order of the history: its number (opening the order), date, method, vendor, status and invoice, and its packages. */
export const ClientOrderCard = ({ order }: { order: OrderHistoryRow }) => (
  <Paper component="li" withBorder p="md" radius="md">
    <Group justify="space-between" gap="xs">
      <Anchor component={Link} to={`/orders/${order.id}`} fw={700} size="lg" mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
        Order #{order.id}
      </Anchor>
      {order.status && (
        <Badge variant="light" tt="capitalize" c="blue.9">
          {order.status}
        </Badge>
      )}
    </Group>
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing={4} verticalSpacing={2}>
      <LabelledValue label="Date">{formatDay(order.created_at)}</LabelledValue>
      <LabelledValue label="Method">{order.delivery ? methodLabel(order.delivery) : 'None'}</LabelledValue>
      <LabelledValue label="Vendor">{order.vendor || 'None'}</LabelledValue>
      <LabelledValue label="Invoice">
        <InvoiceOf order={order} />
      </LabelledValue>
    </SimpleGrid>
    <Text size="sm" fw={600} c="dimmed" mt="sm" mb={4}>
      {order.packages.length === 1 ? '1 package' : `${order.packages.length} packages`}
    </Text>
    <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {order.packages.map((pkg) => (
        <ClientPackageTracking key={pkg.id} pkg={pkg} />
      ))}
    </SimpleGrid>
  </Paper>
);
