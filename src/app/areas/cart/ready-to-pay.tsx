import { useId } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../domain/auth';
import { dashboardMessages } from '../../../domain/client-dashboard';
import type { InvoiceRow } from '../../../domain/invoices';
import { cartApi } from '../../api/cart';
import { QueryState } from '../../components/query-state';
import { cartKey } from './cart-size';
import { InvoiceLink } from './invoice-link';
import { formatMoney } from '../../components/display-format';
import { useAddToCart } from './use-add-to-cart';

// Only online invoices can be paid through the cart (portal spec §4), and one already in it needs no button.
const payableHere = (invoice: InvoiceRow) => invoice.type === 'online' && !invoice.in_cart;

/** Below a customer's cart: approved online invoices not yet in it, each with Add to cart. */
export const ReadyToPay = ({ user, onNavigate }: { user: AuthUser; onNavigate: () => void }) => {
  const invoices = useQuery({
    queryKey: [...cartKey(user.id), 'ready-to-pay'],
    queryFn: () => cartApi.approvedInvoices(user.id),
    select: (list) => list.data.filter(payableHere),
  });
  const { add, pending } = useAddToCart();
  const headingId = useId();
  const rows = invoices.data ?? [];
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        Ready to pay
      </Title>
      <QueryState isPending={invoices.isPending} error={invoices.error} isEmpty={rows.length === 0} empty={dashboardMessages.noApprovedInvoices} onRetry={() => void invoices.refetch()}>
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((invoice) => (
            <Group component="li" key={invoice.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <InvoiceLink invoice={invoice} onNavigate={onNavigate} />
                <Text size="xs" c="dimmed">
                  {formatMoney(invoice.value)} · Order #{invoice.order}
                </Text>
              </Stack>
              <Button size="sm" variant="default" px="xs" disabled={pending} onClick={() => void add(invoice.id)} aria-label={`Add to cart: invoice #${invoice.pseudo_id}`}>
                Add to cart
              </Button>
            </Group>
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
};
