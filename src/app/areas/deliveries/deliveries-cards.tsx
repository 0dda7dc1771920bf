import { Group, Paper, Stack, Text } from '@mantine/core';
import { FlaggedMark, flaggedRowStyle } from '../../components/flagged-mark';
import { DeliveredCell, type TickActions } from './delivered-cell';
import type { DeliveryRow } from './deliveries-table';
import { customerName, formatDeliveredAt, formatDeliveryDate, formatWeight } from './delivery-format';
import { formatMoney } from '../../components/display-format';
import { OrderLinks } from './order-links';

type Props = TickActions & { rows: readonly DeliveryRow[]; busyId: number | null };

/** The deliveries list on a phone: one card per stop, the delivered box first, within thumb reach. */
export const DeliveriesCards = ({ rows, busyId, ...actions }: Props) => (
  <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Deliveries">
    {rows.map(({ delivery, state }) => (
      <Paper
        component="li"
        key={delivery.id}
        withBorder
        px="sm"
        py="xs"
        radius="md"
        style={delivery.flagged ? { ...flaggedRowStyle, borderColor: 'var(--mantine-color-red-6)' } : undefined}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <DeliveredCell delivery={delivery} state={state} busy={busyId === delivery.id} showTime={false} {...actions} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{customerName(delivery)}</Text>
              {delivery.flagged && <FlaggedMark />}
            </Group>
            <Text size="sm">
              {delivery.time} · {formatDeliveryDate(delivery.date)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {delivery.directions}
            </Text>
            <Text size="sm" c="dimmed">
              Dept #{delivery.user.id} · {formatWeight(delivery.weight)} · {formatMoney(delivery.total)}
            </Text>
            <OrderLinks orders={delivery.orders} />
            {state.kind === 'delivered' && state.deliveredAt && (
              <Text size="sm" c="dimmed">
                Delivered {formatDeliveredAt(state.deliveredAt)}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
    ))}
  </Stack>
);
