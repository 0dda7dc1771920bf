import { CloseButton, Drawer, Group, Popover, Title } from '@mantine/core';
import type { AuthUser } from '../../../domain/auth';
import { CartContents } from './cart-contents';
import { CartIconButton } from './cart-icon-button';
import { cartPopup } from './cart-popup-store';

type Props = { user: AuthUser; opened: boolean; count: number; phone: boolean };

/** The cart's popup, with the icon it anchors to: beside the icon on a wide screen, sliding in over a phone's. */
export const CartPopup = ({ user, opened, count, phone }: Props) => {
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
