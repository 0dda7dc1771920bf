import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readRetryState } from '../pending/pending-order-retry';
import { formValuesOfData } from '../pending/pending-order-values';
import { OrderForm } from './order-form';
import { OrderQueuedPanel } from './order-queued-panel';
import { newOrderValues } from './values';

/**
 * /orders/create/new; a scanned carrier code arrives as ?tracking_number= and fills the courier's
 * tracking number. An order saved on the device (offline) is confirmed here with its local
 * reference; "Edit & retry" on a refused queued order opens it here with what was queued.
 */
export const OrderCreateScreen = () => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [queued, setQueued] = useState<string | null>(null);
  const tracking = params.get('tracking_number')?.trim() ?? '';
  const retry = readRetryState(location.state);
  if (queued)
    return (
      <OrderQueuedPanel
        localRef={queued}
        onAnother={() => {
          setQueued(null);
          void navigate('/orders/create/new', { replace: true });
        }}
      />
    );
  if (retry)
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle size={20} />} title={`The server refused order ${retry.localRef}`} maw={1200}>
          {retry.lastError ?? 'Correct the order and save it again.'}
        </Alert>
        <OrderForm key={retry.rowId} initialValues={formValuesOfData(retry.body.data)} retry={retry} onQueued={setQueued} />
      </Stack>
    );
  return <OrderForm key={tracking} initialValues={newOrderValues(tracking)} onQueued={setQueued} />;
};
