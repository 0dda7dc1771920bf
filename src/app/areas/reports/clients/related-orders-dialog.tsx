import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ClientReportRow } from '../../../../domain/reports';
import { formatDateTime, methodLabel } from '../../../components/display-format';
import { FormDialog } from '../../../components/form-dialog';

/** The client's orders of the range, newest first, each a link to the order (finance spec §2: the order count opens them). */
export const RelatedOrdersDialog = ({ client, onClose }: { client: ClientReportRow | null; onClose: () => void }) => (
  <FormDialog opened={client !== null} onClose={onClose} title={client ? `Orders of ${client.name}` : 'Orders'}>
    {client && (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Orders of ${client.name}`}>
        {client.related_orders.map((order) => (
          <Paper key={order.id} component="li" withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Anchor component={Link} to={`/orders/${order.id}`} fw={600}>
                Order #{order.id}
              </Anchor>
              <Text size="sm">{methodLabel(order.shipping_method)}</Text>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {formatDateTime(order.created_at)} · {order.description}
            </Text>
          </Paper>
        ))}
      </Stack>
    )}
  </FormDialog>
);
