import type { ReactElement } from 'react';
import { CloseButton, Drawer, Group, Popover, Title } from '@mantine/core';
import type { AuthUser } from '../../../domain/auth';
import { CartContents } from './cart-contents';
import { cartPopup } from './cart-popup-store';

type Props = { user: AuthUser; opened: boolean; phone: boolean; icon: ReactElement };

/** The cart's popup around the top bar's icon (`icon`): beside it on a wide screen, sliding in over a phone's. */
export const CartPopup = ({ user, opened, phone, icon }: Props) => {
  const contents = <CartContents user={user} onNavigate={cartPopup.close} />;
  if (phone)
    return (
      <>
        {icon}
        <Drawer opened={opened} onClose={cartPopup.close} position="right" title="Cart" closeButtonProps={{ 'aria-label': 'Close', size: 48 }}>
          {contents}
        </Drawer>
      </>
    );
  return (
    <Popover opened={opened} onChange={(next) => (next ? cartPopup.open() : cartPopup.close())} position="bottom-end" width={380} shadow="md" trapFocus returnFocus>
      <Popover.Target>{icon}</Popover.Target>
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
