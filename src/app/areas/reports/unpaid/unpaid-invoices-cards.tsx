import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { UnpaidInvoiceRow } from '../../../../domain/reports';
import { formatDateTime, formatMoney } from '../../../components/display-format';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The unpaid invoices on a phone: a card each, with the invoice and its order as full-size buttons. */
export const UnpaidInvoicesCards = ({ rows }: { rows: readonly UnpaidInvoiceRow[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Unpaid invoices">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder px="sm" py="xs">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {row.client}
            </Text>
            <InvoiceStatusBadge status={row.status} />
          </Group>
          <Text size="sm">
            {formatMoney(row.value)} · {formatDateTime(row.created_at)}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button component={Link} to={`/invoices/${row.id}`} variant="light" aria-label={`Invoice ${row.pseudo_id}`}>
              Invoice {row.pseudo_id}
            </Button>
            <Button component={Link} to={`/orders/${row.order_id}`} variant="default" aria-label={`Order #${row.order_id}`}>
              Order #{row.order_id}
            </Button>
          </Group>
        </Stack>
      </Paper>
    ))}
  </Stack>
);
