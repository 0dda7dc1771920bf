import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../components/display-format';
import type { PendingOrder } from './pending-order-rows';

type Props = { order: PendingOrder; customer: string; onRetry: (order: PendingOrder) => void; onDiscard: (order: PendingOrder) => void };

const StatusBadge = ({ order }: { order: PendingOrder }) => {
  const { row } = order;
  if (row.status === 'done')
    return (
      // Green text on a light green badge is too faint to read; the icon carries the colour.
      <Badge color="gray" variant="light" leftSection={<IconCircleCheck size={14} color="var(--mantine-color-green-9)" aria-hidden />}>
        Synced
      </Badge>
    );
  if (row.status === 'failed')
    return (
      <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
        Failed
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" leftSection={<IconCloudUpload size={14} aria-hidden />} styles={{ label: { overflow: 'visible' } }}>
      {row.isMine ? (row.status === 'sending' ? 'Sending' : 'Pending') : `Waiting for ${row.ownerName}`}
    </Badge>
  );
};

/** One order recorded on this device: its local reference until the server gives it a number. */
export const PendingOrderCard = ({ order, customer, onRetry, onDiscard }: Props) => {
  const { row, created } = order;
  return (
    <Paper component="li" withBorder px="sm" py="xs" radius="md" aria-label={`Order ${row.localRef}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700} ff="monospace">
              {row.localRef}
            </Text>
            {created && (
              <Anchor component={Link} to={`/orders/${created.id}`} fw={700}>
                Order #{created.id}
              </Anchor>
            )}
          </Group>
          <StatusBadge order={order} />
        </Group>
        <Text size="sm">{created?.client_fullname ?? customer}</Text>
        <Text size="sm" c="dimmed">
          Saved {formatDateTime(row.createdAt)}
          {row.isMine ? '' : ` by ${row.ownerName}`}
        </Text>
        {row.status === 'failed' && row.lastError && (
          <Text size="sm" c="red.9">
            {row.lastError}
          </Text>
        )}
        {row.isMine && (row.status === 'failed' || row.status === 'pending') && (
          <Group gap="xs">
            {row.status === 'failed' && order.body && (
              <Button size="compact-md" variant="light" onClick={() => onRetry(order)}>
                Edit & retry
              </Button>
            )}
            <Button size="compact-md" variant="subtle" color="red" onClick={() => onDiscard(order)}>
              Discard
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
