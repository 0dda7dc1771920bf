import { Button, Group, Stack, Text } from '@mantine/core';
import type { CartItem } from '../../../domain/cart';
import { invoiceTypeLabels } from '../../../domain/invoices';
import { InvoiceLink } from './invoice-link';
import { formatMoney } from '../../components/display-format';

type Props = { items: CartItem[]; removing: number | undefined; onRemove: (invoiceId: number) => void; onNavigate: () => void };

/** The popup's cart lines: the invoice, how it is paid, its value and a Remove button. */
export const CartItems = ({ items, removing, onRemove, onNavigate }: Props) => (
  <Stack component="ul" aria-label="Invoices in your cart" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
    {items.map((item) => (
      <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} miw={0}>
          <InvoiceLink invoice={item} onNavigate={onNavigate} />
          <Text size="xs" c="dimmed">
            {item.type ? invoiceTypeLabels[item.type] : 'No type'} · Order #{item.order}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {formatMoney(item.value)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            px="xs"
            loading={removing === item.id}
            disabled={removing !== undefined && removing !== item.id}
            onClick={() => onRemove(item.id)}
            aria-label={`Remove invoice #${item.pseudo_id}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    ))}
  </Stack>
);
