import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBellRinging, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../components/display-format';
import { orderFromPrealertPath } from './prealert-format';
import type { OrderPrealert } from './use-order-prealert';

const alertStyles = { title: { color: 'var(--mantine-color-text)' } };

/** Above the order form: which prealert filled it in and what happens to the customer's invoice, or why none did. */
export const PrealertOrderNote = ({ lookup, tracking }: { lookup: OrderPrealert; tracking: string }) => {
  switch (lookup.kind) {
    case 'open': {
      const { prealert } = lookup;
      return (
        <Alert color="teal" icon={<IconBellRinging size={20} />} title={`Prealert #${prealert.id} from ${prealert.customer.full_name}`} maw={1200} styles={alertStyles}>
          <Text size="sm">
            {prealert.vendor}: {prealert.description}, declared {formatMoney(prealert.value)}. The customer, courier, tracking number and vendor are filled in from it.
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {prealert.file
              ? `The customer's invoice (${prealert.file.file_name}) will be attached to the order when it is created for ${prealert.customer.full_name} under ${prealert.tracking_number}.`
              : 'The customer attached no invoice to this prealert.'}
          </Text>
        </Alert>
      );
    }
    case 'received':
      return (
        <Alert color="gray" icon={<IconInfoCircle size={20} />} maw={1200}>
          Prealert #{lookup.prealert.id} for {lookup.prealert.tracking_number} was already received as{' '}
          <Anchor component={Link} to={`/orders/${lookup.prealert.order_id}`}>
            Order #{lookup.prealert.order_id}
          </Anchor>
          .
        </Alert>
      );
    case 'several':
      return (
        <Alert color="teal" icon={<IconBellRinging size={20} />} title={`${lookup.prealerts.length} customers told us about ${tracking}`} maw={1200} styles={alertStyles}>
          <Text size="sm">Choose whose parcel this is to fill the order in from their prealert.</Text>
          <Group gap="xs" mt="xs">
            {lookup.prealerts.map((prealert) => (
              <Button key={prealert.id} component={Link} to={orderFromPrealertPath(prealert)} variant="white" mih={44}>
                {prealert.customer.full_name}: {prealert.vendor}
              </Button>
            ))}
          </Group>
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert color="gray" icon={<IconInfoCircle size={20} />} maw={1200}>
          No prealert could be looked up for this order: that needs a connection. Fill the order in by hand.
        </Alert>
      );
    default:
      return null;
  }
};
