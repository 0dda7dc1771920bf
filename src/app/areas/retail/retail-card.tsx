import type { ReactNode } from 'react';
import { Anchor, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { RetailOrder } from '../../../domain/retail';
import { formatMoney } from '../../components/display-format';

type Props = { order: RetailOrder; action: ReactNode };

/** One order for sale: its number, price, goods and photos, and what the viewer may do with it. */
export const RetailCard = ({ order, action }: Props) => (
  <Paper component="li" withBorder radius="md" p="md" aria-label={`Order #${order.pseudo_id}`}>
    <Stack gap="sm">
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Title order={3} size="h4">
          Order #{order.pseudo_id}
        </Title>
        <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.invoice_total)}
        </Text>
      </Group>
      <Stack component="ul" aria-label="Items" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {order.items.map((item, i) => (
          <li key={i}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.quantity} × {item.description}
            </Text>
            <Text size="xs" c="dimmed">
              {item.category} · {formatMoney(item.unit_price)} each
            </Text>
          </li>
        ))}
      </Stack>
      {order.images.length > 0 && (
        <Group component="ul" aria-label="Images" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.images.map((image) => (
            <li key={image.url}>
              <Anchor href={image.url} target="_blank" rel="noopener noreferrer" display="block">
                <Image src={image.url} alt={`${image.file_name} (opens in a new tab)`} w={72} h={72} fit="cover" radius="sm" />
              </Anchor>
            </li>
          ))}
        </Group>
      )}
      {action}
    </Stack>
  </Paper>
);
