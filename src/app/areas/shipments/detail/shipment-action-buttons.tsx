import { Button, Group } from '@mantine/core';
import { shipmentActionLabels, shipmentActions, ShipmentActionIcon, type ActionStates, type ShipmentAction } from './shipment-actions';

type Props = { states: ActionStates; onAction: (action: ShipmentAction) => void };

/** The shipment's actions as buttons under its header; Create shipment is left to the floating menu. */
export const ShipmentActionButtons = ({ states, onAction }: Props) => (
  <Group gap="xs">
    {shipmentActions
      .filter((action) => action !== 'create')
      .map((action) => (
        <Button
          key={action}
          variant={action === 'notify' ? 'filled' : 'default'}
          leftSection={<ShipmentActionIcon action={action} />}
          loading={states[action].running}
          disabled={states[action].disabled}
          onClick={() => onAction(action)}
          mih={44}
        >
          {shipmentActionLabels[action]}
        </Button>
      ))}
  </Group>
);
