import { ActionIcon, Affix, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { shipmentActionLabels, shipmentActions, ShipmentActionIcon, type ActionStates, type ShipmentAction } from './shipment-actions';

type Props = { states: ActionStates; onAction: (action: ShipmentAction) => void };

/**
 * The floating action menu of finance spec §2, as on the invoice page: every action within a
 * thumb's reach on a phone, above the footer; each item is a 48 px target.
 */
export const ShipmentActionMenu = ({ states, onAction }: Props) => (
  <Affix position={{ bottom: 56, right: 20 }}>
    <Menu position="top-end" shadow="md" styles={{ item: { minHeight: 48 } }}>
      <Menu.Target>
        <ActionIcon size={56} radius="xl" variant="filled" aria-label="Shipment actions" loading={shipmentActions.some((action) => states[action].running)}>
          <IconDotsVertical size={24} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shipmentActions.map((action) => (
          <Menu.Item key={action} leftSection={<ShipmentActionIcon action={action} />} disabled={states[action].disabled} onClick={() => onAction(action)}>
            {shipmentActionLabels[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  </Affix>
);
