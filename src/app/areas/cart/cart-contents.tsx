import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';
import type { AuthUser } from '../../../domain/auth';
import { cartMessages } from '../../../domain/cart';
import { QueryState } from '../../components/query-state';
import { paysByCard } from './cart-access';
import { CartItems } from './cart-items';
import { useCart } from './cart-queries';
import { formatMoney } from '../../components/display-format';
import { ReadyToPay } from './ready-to-pay';
import { useRemoveFromCart } from './use-remove-from-cart';

type Props = { user: AuthUser; onNavigate: () => void };

/** What the cart popup holds: the cart's invoices and total, Checkout, and for customers what they could add. */
export const CartContents = ({ user, onNavigate }: Props) => {
  const cart = useCart(user);
  const { remove, removing } = useRemoveFromCart(user);
  const items = cart.data?.data ?? [];
  const checkout = { leftSection: <IconShoppingCartCheck size={18} />, fullWidth: true, mih: 44 };
  return (
    <Stack gap="sm">
      <QueryState isPending={cart.isPending} error={cart.error} isEmpty={items.length === 0} empty={cartMessages.empty} onRetry={() => void cart.refetch()}>
        <CartItems items={items} removing={removing} onRemove={remove} onNavigate={onNavigate} />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Total</Text>
          <Text fw={700}>{formatMoney(cart.data?.total ?? 0)}</Text>
        </Group>
      </QueryState>
      {items.length === 0 ? (
        <Button {...checkout} disabled>
          Checkout
        </Button>
      ) : (
        <Button {...checkout} component={Link} to={screens.checkout.path} onClick={onNavigate}>
          Checkout
        </Button>
      )}
      {paysByCard(user) && (
        <>
          <Divider />
          <ReadyToPay user={user} onNavigate={onNavigate} />
        </>
      )}
    </Stack>
  );
};
