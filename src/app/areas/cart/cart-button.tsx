import { useEffect, useRef } from 'react';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';
import type { AuthUser } from '../../../domain/auth';
import { onDemand, useShownOnce } from '../../components/on-demand';
import { hasCart } from './cart-access';
import { CartIconButton } from './cart-icon-button';
import { cartPopup, useCartPopupOpened } from './cart-popup-store';
import { useCartSize } from './cart-size';

// The popup, its contents and Mantine's popover load the first time the cart opens.
const CartPopup = onDemand(() => import('./cart-popup').then((module) => module.CartPopup));

/** The top bar's cart, for users who have one: the icon with its count, and the popup it opens. */
export const CartButton = ({ user }: { user: AuthUser }) => (hasCart(user) ? <Cart user={user} /> : null);

const Cart = ({ user }: { user: AuthUser }) => {
  const theme = useMantineTheme();
  // A popover beside the icon crowds a phone; there the cart slides in over the screen.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`) ?? false;
  const opened = useCartPopupOpened();
  const popupShown = useShownOnce(opened);
  const count = useCartSize(user);
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
  const icon = <CartIconButton count={count} onClick={cartPopup.toggle} aria-haspopup="dialog" aria-expanded={opened} />;
  return popupShown ? <CartPopup user={user} opened={opened} phone={phone} icon={icon} fallback={icon} /> : icon;
};
