import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { PendingOrders } from '../pending/pending-orders';
import { queuedOrderMessage } from './use-order-submit';

type Props = { localRef: string; onAnother: () => void };

/** After an order was saved on the device: its reference, the queue it waits in, and the next step. */
export const OrderQueuedPanel = ({ localRef, onAnother }: Props) => {
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200}>
      <Title order={2}>Order saved on this device</Title>
      <Alert color="blue" icon={<IconDeviceFloppy size={20} />} role="status">
        {queuedOrderMessage(localRef)}
      </Alert>
      <PendingOrders />
      <Group gap="sm">
        <Button mih={44} onClick={onAnother}>
          Create another order
        </Button>
        <Button mih={44} variant="default" onClick={() => void navigate('/orders')}>
          Back to orders
        </Button>
      </Group>
    </Stack>
  );
};
