import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseId } from '../../../../domain/fields';
import { ScreenLoader } from '../../../components/screen-loader';
import { PrealertOrderNote } from '../../prealerts/prealert-order-note';
import { orderValuesFromPrealert, useSettledOrderPrealert } from '../../prealerts/use-order-prealert';
import { readRetryState } from '../pending/pending-order-retry';
import { formValuesOfData } from '../pending/pending-order-values';
import { OrderForm } from './order-form';
import { OrderQueuedPanel } from './order-queued-panel';
import { newOrderValues } from './values';

/**
 * /orders/create/new; a scanned carrier code arrives as ?tracking_number= and fills the courier's
 * tracking number, and a customer's open prealert under it (or the one ?prealert= names) fills in
 * the rest it knows. An order saved on the device (offline) is confirmed here with its local
 * reference; "Edit & retry" on a refused queued order opens it here with what was queued.
 */
export const OrderCreateScreen = () => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [queued, setQueued] = useState<string | null>(null);
  const tracking = params.get('tracking_number')?.trim() ?? '';
  const retry = readRetryState(location.state);
  const prealert = useSettledOrderPrealert(retry ? '' : tracking, retry ? null : (parseId(params.get('prealert') ?? undefined) ?? null));
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
  if (prealert.kind === 'loading') return <ScreenLoader />;
  const filledFrom = prealert.kind === 'open' ? prealert.prealert : null;
  return (
    <Stack gap="md">
      <PrealertOrderNote lookup={prealert} tracking={tracking} />
      <OrderForm
        key={`${tracking}:${filledFrom?.id ?? ''}`}
        initialValues={filledFrom ? orderValuesFromPrealert(newOrderValues(tracking), filledFrom) : newOrderValues(tracking)}
        onQueued={setQueued}
      />
    </Stack>
  );
};
