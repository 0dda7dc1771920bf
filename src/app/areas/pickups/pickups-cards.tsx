import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Pickup } from '../../../domain/pickups';
import { EditPickupButton } from './edit-pickup-button';

type Props = { rows: Pickup[]; onEdit: (pickup: Pickup) => void };

const wraps = { overflowWrap: 'anywhere' } as const;

/** Pickups on a phone: a row of lines each, the name first, then where it is and how to reach it. */
export const PickupsCards = ({ rows, onEdit }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="US pickups">
    {rows.map((pickup) => (
      <Paper key={pickup.id} component="li" withBorder px="sm" py="xs" aria-label={pickup.name}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={700} style={wraps}>
              {pickup.name}
            </Text>
            <Text size="sm" style={wraps}>
              {pickup.address}
            </Text>
            {(pickup.phone || pickup.email) && (
              <Text size="sm" c="dimmed" style={wraps}>
                {[pickup.phone, pickup.email].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
          <EditPickupButton pickup={pickup} onEdit={onEdit} />
        </Group>
      </Paper>
    ))}
  </Stack>
);
