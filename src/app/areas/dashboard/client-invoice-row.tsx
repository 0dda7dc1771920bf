import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { cartMessages } from '../../../domain/cart';
import { invoiceTypeLabels, type InvoiceRow } from '../../../domain/invoices';
import { formatDay, formatMoney } from '../../components/display-format';
import { InvoiceLink, type useAddToCart } from '../cart';

type CartAction = ReturnType<typeof useAddToCart>;

/** An approved invoice goes to the cart only when it is of type online (portal spec §4); anything else says why not (§8). */
const CartPart = ({ invoice, cart }: { invoice: InvoiceRow; cart: CartAction }) => {
  if (invoice.type !== 'online')
    return (
      <Text size="sm" c="orange.9">
        {cartMessages.notOnline}
      </Text>
    );
  // The page's own text colour beside a green tick: Mantine's green 9 on white is 4.36:1, short of the 4.5 text needs.
  if (invoice.in_cart)
    return (
      <Group gap={4}>
        <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
        <Text size="sm" fw={600}>
          In cart
        </Text>
      </Group>
    );
  return (
    <Button
      size="sm"
      mih={44}
      leftSection={<IconShoppingCartPlus size={18} />}
      disabled={cart.pending}
      onClick={() => void cart.add(invoice.id)}
      aria-label={`Add to cart: invoice #${invoice.pseudo_id}`}
    >
      Add to cart
    </Button>
  );
};

type Props = { invoice: InvoiceRow; cart?: CartAction };

/** One invoice of the dashboard: its link, order, type and amount; approved ones with their way into the cart, paid ones with the day paid. */
export const ClientInvoiceRow = ({ invoice, cart }: Props) => {
  const paid = invoice.status === 'paid';
  const details = [`Order #${invoice.order}`, invoice.type ? invoiceTypeLabels[invoice.type] : null, paid && invoice.paid_on ? `Paid ${formatDay(invoice.paid_on)}` : formatDay(invoice.created_at)];
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} miw={0}>
          <InvoiceLink invoice={invoice} />
          <Text size="sm" c="dimmed">
            {details.filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }} mt={10}>
          {formatMoney(paid ? invoice.grandTotal : invoice.value)}
        </Text>
      </Group>
      {cart && (
        <Group mt={6} justify="flex-end">
          <CartPart invoice={invoice} cart={cart} />
        </Group>
      )}
    </Paper>
  );
};
