import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The delivery's orders, each opening its detail; on a phone each is a full-size target. */
export const OrderLinks = ({ orders }: { orders: readonly number[] }) =>
  orders.length === 0 ? (
    <Text size="sm" c="dimmed">
      None
    </Text>
  ) : (
    <Group gap="xs">
      {orders.map((id) => (
        <Button key={id} component={Link} to={`/orders/${id}`} variant="light" size="compact-md" aria-label={`Order #${id}`}>
          #{id}
        </Button>
      ))}
    </Group>
  );
