import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Prealert } from '../../../domain/prealerts';
import { PrealertActions } from './prealert-actions';
import { valueAndDay } from './prealert-format';
import { PrealertState } from './prealert-state';

type Props = { rows: readonly Prealert[]; withdrawingId: number | null; onWithdraw: (prealert: Prealert) => void };

/** A customer's prealerts on a phone: a card each, the number and its state first. */
export const PrealertsCards = ({ rows, withdrawingId, onWithdraw }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Prealerts">
    {rows.map((prealert) => (
      <Paper key={prealert.id} component="li" withBorder px="sm" py="xs">
        <Stack gap={4} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {prealert.tracking_number}
            </Text>
            <PrealertState prealert={prealert} />
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {prealert.vendor} · {prealert.description}
          </Text>
          <Text size="sm" c="dimmed">
            {valueAndDay(prealert)}
          </Text>
          <PrealertActions prealert={prealert} withdrawing={withdrawingId === prealert.id} onWithdraw={onWithdraw} />
        </Stack>
      </Paper>
    ))}
  </Stack>
);
