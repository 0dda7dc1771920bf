import { Group, Paper, Stack, Text } from '@mantine/core';
import type { PackageRow } from '../../../domain/packages';
import { formatDateTime, methodLabel } from '../../components/display-format';
import { StretchedLink } from '../../components/stretched-link';

const itemsText = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** The packages list on a phone: a compact card per package instead of a table wider than the screen; a tap anywhere opens its order. */
export const PackagesCards = ({ rows }: { rows: PackageRow[] }) => (
  <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Packages">
    {rows.map((row) => (
      <Paper component="li" key={row.id} withBorder px="sm" py="xs" radius="md" pos="relative">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <StretchedLink to={`/orders/${row.order_id}`}>Order #{row.order_id}</StretchedLink>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.barcode}
          </Text>
        </Group>
        <Text size="sm" fw={600}>
          {row.customer}
          <Text span size="sm" fw={400}>
            {' · '}
            {row.description}
          </Text>
        </Text>
        <Text size="sm">
          {methodLabel(row.shipping_method)} · {row.type === 'box' ? 'Box' : 'Envelope'} · {itemsText(row.number_of_items)}
        </Text>
        <Text size="sm" c="dimmed">
          {row.checkpoint ?? 'Not scanned'} · {formatDateTime(row.created_at)}
        </Text>
      </Paper>
    ))}
  </Stack>
);
