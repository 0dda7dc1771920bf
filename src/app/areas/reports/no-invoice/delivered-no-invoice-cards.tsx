import { Paper, Stack, Text } from '@mantine/core';
import type { DeliveredNoInvoiceRow } from '../../../../domain/reports';
import { formatDay } from '../../../components/display-format';
import { StretchedLink } from '../../../components/stretched-link';
import { deliveredText } from './delivered-text';

/** The report on a phone: a card per order, a tap anywhere opening it. */
export const DeliveredNoInvoiceCards = ({ rows }: { rows: readonly DeliveredNoInvoiceRow[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Delivered orders without invoice">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder pos="relative" px="sm" py="xs">
        <Stack gap={2} miw={0}>
          <StretchedLink to={`/orders/${row.id}`}>Order #{row.id}</StretchedLink>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.client}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.delivery} · {row.description}
          </Text>
          <Text size="sm" c="dimmed">
            Created {formatDay(row.created_at)} · Delivered {deliveredText(row.date_delivered)}
          </Text>
        </Stack>
      </Paper>
    ))}
  </Stack>
);
