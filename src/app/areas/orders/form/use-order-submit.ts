import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { OrderFormValues } from '../../../../domain/order-form';
import type { Order } from '../../../../domain/orders';
import { ApiError } from '../../../api/api-error';
import { ordersApi } from '../../../api/orders';
import { notifyError, notifySuccess } from '../../../components/notify';
import { showServerErrors } from '../../../components/schema-form';
import { errorMessage } from '../../../components/error-message';
import { enqueue, retryRow } from '../../../offline/store/outbox';
import { useSession } from '../../../session/use-session';
import { orderData, type OrderForm } from './values';

/** A failed queued order being corrected: its outbox row and the reference the user knows it by. */
export type RetryTarget = { rowId: string; localRef: string };

type Saved = { kind: 'saved'; order: Order } | { kind: 'queued'; localRef: string };

type Options = { order?: Order; retry?: RetryTarget; onQueued?: (localRef: string) => void };

export const queuedOrderMessage = (localRef: string) =>
  `Saved on this device as ${localRef}. It gets its order number and labels when it syncs.`;

const isUnreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Saves the form, as useFormMutation does for other forms: server field errors land on the inputs,
 * the message in a snackbar. Editing is online only. A new order goes straight to the server when there is a
 * connection; offline, or when the server cannot be reached, it is queued on the device with a
 * local reference. A corrected failed order goes back into the queue in place of the old body.
 */
export const useOrderSubmit = (form: OrderForm, { order, retry, onQueued }: Options) => {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = async (values: OrderFormValues): Promise<Saved> => {
    const data = orderData(values);
    if (order) return { kind: 'saved', order: await ordersApi.update(order.id, { orderID: order.id, data }) };
    const body = { workerID: user?.id, data };
    if (retry) {
      await retryRow(retry.rowId, body);
      return { kind: 'queued', localRef: retry.localRef };
    }
    const idempotencyKey = crypto.randomUUID();
    if (navigator.onLine) {
      try {
        return { kind: 'saved', order: await ordersApi.create(body, idempotencyKey) };
      } catch (error) {
        if (!isUnreachable(error)) throw error;
      }
    }
    const row = await enqueue('order-create', body, { idempotencyKey });
    return { kind: 'queued', localRef: row.localRef };
  };
  const mutation = useMutation({
    mutationFn: send,
    // React Query holds mutations back while offline; queueing on the device is the point here.
    networkMode: 'always',
    onSuccess: (saved) => {
      if (saved.kind === 'queued') {
        notifySuccess(queuedOrderMessage(saved.localRef));
        onQueued?.(saved.localRef);
        return;
      }
      notifySuccess(order ? `Order #${saved.order.id} was saved.` : `Order #${saved.order.id} was created.`);
      queryClient.setQueryData(['orders', saved.order.id], saved.order);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void navigate(`/orders/${saved.order.id}`);
    },
    onError: (error) => {
      showServerErrors(form, error);
      notifyError(errorMessage(error));
    },
  });
  return { submit: form.onSubmit((values) => mutation.mutate(values)), pending: mutation.isPending };
};
