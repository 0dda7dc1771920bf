import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { drawerEntries, homeScreen, screens } from '../../../domain/access';
import type { AuthUser } from '../../../domain/auth';
import { cartMessages } from '../../../domain/cart';
import type { CheckoutResult } from '../../../domain/checkout';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLoader } from '../../components/screen-loader';
import { useSession } from '../../session/use-session';
import { hasCart, paysByCard, useCart } from '../cart';
import { CustomerCheckout } from './customer-checkout';
import { PaySuccess } from './pay-outcome';
import { StaffCheckout } from './staff-checkout';

/** 'Your cart is currently empty.' and the way back to the user's home screen. */
const EmptyCart = ({ user }: { user: AuthUser }) => {
  const home = homeScreen(user);
  const label = drawerEntries.find((entry) => entry.screen === home)?.label ?? 'home';
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{cartMessages.empty}</Text>
      <Button component={Link} to={screens[home].path} variant="default" mih={44} leftSection={<IconArrowLeft size={18} />}>
        Back to {label}
      </Button>
    </Stack>
  );
};

/** /checkout: customers pay their cart by card, staff with one button; users without a cart see it empty. */
export const CheckoutScreen = () => {
  const user = useSession()?.user;
  return user ? <Checkout user={user} /> : null;
};

const Checkout = ({ user }: { user: AuthUser }) => {
  const cart = useCart(user);
  // Kept here, above the form, so it stays on screen once the paid cart comes back empty.
  const [paid, setPaid] = useState<CheckoutResult | null>(null);
  const items = cart.data?.data ?? [];
  const body = () => {
    if (!hasCart(user)) return <EmptyCart user={user} />;
    if (cart.isPending) return <ScreenLoader />;
    if (cart.error) return <LoadError title="Could not load your cart" error={cart.error} onRetry={() => void cart.refetch()} />;
    if (items.length === 0) return <EmptyCart user={user} />;
    const Pay = paysByCard(user) ? CustomerCheckout : StaffCheckout;
    return <Pay user={user} items={items} onPaid={setPaid} />;
  };
  return (
    <Stack gap="md" maw={720}>
      <ScreenHeader title="Checkout" />
      {paid && <PaySuccess result={paid} />}
      {body()}
    </Stack>
  );
};
