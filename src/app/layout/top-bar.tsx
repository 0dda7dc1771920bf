import { lazy, Suspense } from 'react';
import { ActionIcon, Burger, Group, Text, Title } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../domain/auth';
import { screens } from '../../domain/access';
import { hasCart } from '../areas/cart/cart-access';
import { canQueueOffline } from '../offline/reference/offline-access';
import { SyncStatus } from '../offline/ui/sync-status';
import { sessionStore } from '../session/session-store';

// Only customers and cashiers have a cart: its screens, popup and money schemas stay out of everyone else's first load.
const CartButton = lazy(() => import('../areas/cart/cart-button').then((module) => ({ default: module.CartButton })));

type Props = { user: AuthUser; drawerOpened: boolean; onToggleDrawer: () => void };

/** 48 px targets throughout: the bar is used with gloves and thumbs. */
const target = 48;

export const TopBar = ({ user, drawerOpened, onToggleDrawer }: Props) => {
  const navigate = useNavigate();
  const logout = () => {
    sessionStore.signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger opened={drawerOpened} onClick={onToggleDrawer} hiddenFrom="sm" size="md" w={target} h={target} aria-label="Toggle navigation" />
        <Title order={4} visibleFrom="lg">
          Bahamas Freight
        </Title>
      </Group>
      <Group gap={4} wrap="nowrap" miw={0}>
        {/* Only those who can queue changes offline have a queue to show; the rest see no indicator. */}
        {canQueueOffline(user) && <SyncStatus />}
        {/* On a phone the sync state needs the room; the greeting is on My Account. */}
        <Text fw={500} truncate visibleFrom="sm" px="xs">
          Hi, {user.first_name}
        </Text>
        {hasCart(user) && (
          <Suspense fallback={null}>
            <CartButton user={user} />
          </Suspense>
        )}
        {/* The browser's own hover hint, not Mantine's Tooltip: that brings floating-ui into every screen's first load. */}
        <ActionIcon component={Link} to={screens.profile.path} variant="subtle" size={target} aria-label="My Account" title="My Account">
          <IconUserCircle />
        </ActionIcon>
        <ActionIcon onClick={logout} variant="subtle" size={target} aria-label="Logout" title="Logout">
          <IconLogout />
        </ActionIcon>
      </Group>
    </Group>
  );
};
