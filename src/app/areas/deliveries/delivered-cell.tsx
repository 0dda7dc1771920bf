import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import type { Delivery } from '../../../domain/deliveries';
import { TouchCheckbox } from '../../components/touch-checkbox';
import { customerName, formatDeliveredAt } from './delivery-format';
import type { DeliveryState, Tick } from './delivery-state';

export type TickActions = {
  onTick: (delivery: Delivery) => void;
  onRetry: (tick: Tick) => void;
  onDiscard: (tick: Tick) => void;
};

type Props = TickActions & {
  delivery: Delivery;
  state: DeliveryState;
  busy: boolean;
  /** The time of delivery under the box; a phone's card shows it in its text instead. */
  showTime?: boolean;
};

const QueuedBadge = ({ tick }: { tick: Tick }) => (
  <Badge variant="light" color="gray" leftSection={<IconCloudUpload size={14} aria-hidden />} styles={{ label: { overflow: 'visible' } }}>
    {tick.isMine ? 'Pending sync' : `Waiting for ${tick.ownerName}`}
  </Badge>
);

const FailedTick = ({ tick, onRetry, onDiscard }: { tick: Tick } & Pick<TickActions, 'onRetry' | 'onDiscard'>) => (
  <Stack gap={4} maw={220}>
    <Badge variant="light" color="red" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
      Tick not saved
    </Badge>
    {tick.lastError && (
      <Text size="xs" c="red.9">
        {tick.lastError}
      </Text>
    )}
    {tick.isMine && (
      <Group gap={4}>
        <Button size="compact-md" variant="light" onClick={() => onRetry(tick)}>
          Retry
        </Button>
        <Button size="compact-md" variant="subtle" color="red" onClick={() => onDiscard(tick)}>
          Discard
        </Button>
      </Group>
    )}
  </Stack>
);

/**
 * The delivered box: ticking is permanent, so a ticked box is disabled. A tick made on this device
 * shows at once, with a badge until the server has it.
 */
export const DeliveredCell = ({ delivery, state, busy, showTime = true, onTick, onRetry, onDiscard }: Props) => {
  const ticked = state.kind === 'delivered' || state.kind === 'queued';
  return (
    <Stack gap={4} align="flex-start">
      <TouchCheckbox
        size="xl"
        aria-label={`Delivery #${delivery.id} for ${customerName(delivery)} delivered`}
        checked={ticked}
        disabled={state.kind !== 'open' || busy}
        onChange={() => onTick(delivery)}
      />
      {showTime && state.kind === 'delivered' && state.deliveredAt && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDeliveredAt(state.deliveredAt)}
        </Text>
      )}
      {state.kind === 'queued' && <QueuedBadge tick={state.tick} />}
      {state.kind === 'failed' && <FailedTick tick={state.tick} onRetry={onRetry} onDiscard={onDiscard} />}
    </Stack>
  );
};
