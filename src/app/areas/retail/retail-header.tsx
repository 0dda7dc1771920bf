import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { homeScreen, screens } from '../../../domain/access';
import type { AuthUser } from '../../../domain/auth';
import { CartButton } from '../cart';

/**
 * The screen is public, so it stands outside the signed-in frame: a signed-in viewer finds their
 * cart (which Add To Cart opens) and the way back to their home screen here instead.
 */
export const RetailHeader = ({ user }: { user: AuthUser | null }) => (
  <Stack gap={4}>
    <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
      <Title order={2}>Orders for Sale</Title>
      {user && (
        <Group gap={4} wrap="nowrap">
          <CartButton user={user} />
          <Tooltip label="Back to the app">
            <ActionIcon component={Link} to={screens[homeScreen(user)].path} variant="subtle" size={48} aria-label="Back to the app">
              <IconHome />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
    <Text c="dimmed" size="sm">
      Goods left unclaimed at our warehouse, each sold for the total of its invoice. Pay by card, then collect them or have them delivered.
    </Text>
  </Stack>
);
