import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Prealert } from '../../../domain/prealerts';

// Beside a long tracking number on a phone, the state keeps its full width: the number wraps instead.
const keepWhole = { flexShrink: 0 } as const;
const wholeLabel = { label: { overflow: 'visible' } } as const;

/** Waiting, or Received with a link to the order that took the parcel in. */
export const PrealertState = ({ prealert }: { prealert: Pick<Prealert, 'state' | 'order_id'> }) =>
  prealert.state === 'received' && prealert.order_id !== null ? (
    <Group gap={6} wrap="nowrap" style={keepWhole}>
      <Badge variant="filled" color="teal.9" styles={wholeLabel} style={keepWhole}>
        Received
      </Badge>
      <Anchor component={Link} to={`/orders/${prealert.order_id}`} fw={600} style={{ whiteSpace: 'nowrap' }}>
        Order #{prealert.order_id}
      </Anchor>
    </Group>
  ) : (
    <Badge variant="outline" color="blue.9" styles={wholeLabel} style={keepWhole}>
      Waiting
    </Badge>
  );
