import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Prealert } from '../../../domain/prealerts';

/** Waiting, or Received with a link to the order that took the parcel in. */
export const PrealertState = ({ prealert }: { prealert: Pick<Prealert, 'state' | 'order_id'> }) =>
  prealert.state === 'received' && prealert.order_id !== null ? (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color="green.9">
        Received
      </Badge>
      <Anchor component={Link} to={`/orders/${prealert.order_id}`} fw={600} style={{ whiteSpace: 'nowrap' }}>
        Order #{prealert.order_id}
      </Anchor>
    </Group>
  ) : (
    <Badge variant="light" color="blue.9">
      Waiting
    </Badge>
  );
