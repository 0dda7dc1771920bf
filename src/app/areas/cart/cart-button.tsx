import { useEffect, useRef } from 'react';
import { CloseButton, Drawer, Group, Popover, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';
import type { AuthUser } from '../../../domain/auth';
import { hasCart } from './cart-access';
import { CartContents } from './cart-contents';
import { CartIconButton } from './cart-icon-button';
import { cartPopup, useCartPopupOpened } from './cart-popup-store';
import { useCart } from './cart-queries';

/** The top bar's cart, for users who have one: the icon with its count, and the popup it opens. */
export const CartButton = ({ user }: { user: AuthUser }) => (hasCart(user) ? <CartPopup user={user} /> : null);

const CartPopup = ({ user }: { user: AuthUser }) => {
  const theme = useMantineTheme();
  // A popover beside the icon crowds a phone; there the cart slides in over the screen.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`) ?? false;
  const opened = useCartPopupOpened();
  const count = useCart(user).data?.data.length ?? 0;
  const { pathname } = useLocation();
  // Going to another screen (a link in the popup, Back) closes it, and so does leaving the signed-in frame.
  // Not the screen it mounts on: the top bar loads it on demand, and an Add to cart may open it first.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    cartPopup.close();
  }, [pathname]);
  useEffect(() => cartPopup.close, []);
  const contents = <CartContents user={user} onNavigate={cartPopup.close} />;
  if (phone)
    return (
      <>
        <CartIconButton count={count} onClick={cartPopup.toggle} aria-haspopup="dialog" aria-expanded={opened} />
        <Drawer opened={opened} onClose={cartPopup.close} position="right" title="Cart" closeButtonProps={{ 'aria-label': 'Close', size: 48 }}>
          {contents}
        </Drawer>
      </>
    );
  return (
    <Popover opened={opened} onChange={(next) => (next ? cartPopup.open() : cartPopup.close())} position="bottom-end" width={380} shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <CartIconButton count={count} onClick={cartPopup.toggle} />
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)" mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        <Group justify="space-between" wrap="nowrap" mb="xs">
          <Title order={3} size="h4">
            Cart
          </Title>
          <CloseButton size="lg" onClick={cartPopup.close} aria-label="Close" />
        </Group>
        {contents}
      </Popover.Dropdown>
    </Popover>
  );
};
