import { Alert, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconFlag, IconLock, IconMapPin } from '@tabler/icons-react';
import { orderMessages, type Order } from '../../../../domain/orders';

const flaggedMessage = 'This user has been flagged for possible invoice fraud.';

// Madeira red-ish, Harbor Bay green-ish, as the labels' borders are; the name is always written too.
const locationColours: Record<number, string> = { 1: 'red', 2: 'green' };

/** Which pickup location the goods go to, so staff sort them to the right shelf at a glance. */
export const LocationBanner = ({ location }: { location: Order['user']['location'] }) => {
  const colour = locationColours[location.id] ?? 'gray';
  return (
    <Paper
      p="sm"
      radius="md"
      bg={`${colour}.1`}
      style={{ borderLeft: `6px solid var(--mantine-color-${colour}-7)` }}
      data-location={location.id}
      aria-label="Customer location"
    >
      <Group gap="xs" wrap="nowrap">
        <IconMapPin size={20} color={`var(--mantine-color-${colour}-8)`} aria-hidden />
        <Text fw={700} c="dark.9">
          Location: {location.name}
        </Text>
      </Group>
    </Paper>
  );
};

export const FlaggedBanner = () => (
  <Alert color="red" variant="light" icon={<IconFlag size={18} />} title="Flagged customer">
    {flaggedMessage}
  </Alert>
);

/** Beside Generate Invoice, which points at it (id) to say why it is disabled or who may use it. */
export const LowUnitPriceWarning = ({ id }: { id: string }) => (
  <Alert id={id} color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Low unit price" style={{ flex: '1 1 260px' }}>
    <Text size="sm" c="dark.7">
      {orderMessages.lowUnitPrice}
    </Text>
  </Alert>
);

/** Why Edit and Delete are missing: a paid invoice freezes the order (portal spec §4). */
export const PaidInvoiceNotice = () => (
  <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
    <Text size="sm">{orderMessages.paidFrozen}</Text>
  </Alert>
);
