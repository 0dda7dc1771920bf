import { ActionIcon, Burger, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../domain/auth';
import { screens } from '../../domain/access';
import { isCustomerType } from '../../domain/constants';
import { sessionStore } from '../session/session-store';
import { SyncStatus } from '../offline/ui/sync-status';

type Props = { user: AuthUser; drawerOpened: boolean; onToggleDrawer: () => void };

export const TopBar = ({ user, drawerOpened, onToggleDrawer }: Props) => {
  const navigate = useNavigate();
  const logout = () => {
    sessionStore.signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={drawerOpened} onClick={onToggleDrawer} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <Title order={4} visibleFrom="xs">
          Bahamas Freight
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* Customers never queue offline work; staff always see the state of theirs. */}
        {!isCustomerType(user.account_type) && <SyncStatus />}
        <Text fw={500} truncate>
          Hi, {user.first_name}
        </Text>
        <Tooltip label="My Account">
          <ActionIcon component={Link} to={screens.profile.path} variant="subtle" size="xl" aria-label="My Account">
            <IconUserCircle />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Logout">
          <ActionIcon onClick={logout} variant="subtle" size="xl" aria-label="Logout">
            <IconLogout />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
};
