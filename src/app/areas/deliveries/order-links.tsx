import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** The delivery's orders, each opening its detail. */
export const OrderLinks = ({ orders }: { orders: readonly number[] }) =>
  orders.length === 0 ? (
    <Text size="sm" c="dimmed">
      None
    </Text>
  ) : (
    <Group gap={6}>
      {orders.map((id) => (
        <Anchor key={id} component={Link} to={`/orders/${id}`} size="sm" fw={600}>
          #{id}
        </Anchor>
      ))}
    </Group>
  );
