import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ShipmentRow } from '../../../../domain/shipments';
import { formatBusinessDate } from '../../../components/business-date';
import { AboveLink, StretchedLink } from '../../../components/stretched-link';
import { manifestText, packagesText } from '../shipment-format';

/** The shipments list on a phone: a card per shipment, a tap anywhere opening it; Edit keeps its own action. */
export const ShipmentsCards = ({ rows }: { rows: readonly ShipmentRow[] }) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shipments">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder pos="relative" px="sm" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
          <Stack gap={2} miw={0}>
            <StretchedLink to={`/shipments/${row.id}`}>Shipment #{row.id}</StretchedLink>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.carrier}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {manifestText(row)} · {packagesText(row.packages_count)}
            </Text>
            <Text size="sm" c="dimmed">
              Arrives {formatBusinessDate(row.arrival_date)}
            </Text>
          </Stack>
          <AboveLink>
            <Button component={Link} to={`/shipments/${row.id}/edit`} variant="default" leftSection={<IconPencil size={16} aria-hidden />} aria-label={`Edit shipment #${row.id}`}>
              Edit
            </Button>
          </AboveLink>
        </Group>
      </Paper>
    ))}
  </Stack>
);
