import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error';
import { ordersApi } from '../../../src/app/api/orders';
import { formValuesOfData } from '../../../src/app/areas/orders/pending/pending-order-values';
import { useOrderSubmit, type RetryTarget } from '../../../src/app/areas/orders/form/use-order-submit';
import { notifyError } from '../../../src/app/components/notify';
import { useSchemaForm } from '../../../src/app/components/schema-form';
import { enqueue, retryRow } from '../../../src/app/offline/store/outbox';
import { sessionStore } from '../../../src/app/session/session-store';
import { zOrderForm } from '../../../src/domain/order-form';
import type { Order } from '../../../src/domain/orders';
import { renderWithProviders } from '../../helpers/app/render';
import { orderData, orderRow } from '../../helpers/app/orders/order-fixtures';

vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const onQueued = vi.fn();

/** The order form's submit path alone, on a form already filled with a valid order. */
const Form = ({ retry }: { retry?: RetryTarget }) => {
  const form = useSchemaForm(zOrderForm, formValuesOfData(orderData()));
  const { submit } = useOrderSubmit(form, { retry, onQueued });
  return (
    <form onSubmit={submit}>
      <button type="submit">Create Order</button>
    </form>
  );
};

const Detail = () => <p>Detail of order {useParams().id}</p>;

const renderForm = (retry?: RetryTarget) =>
  renderWithProviders(
    <Routes>
      <Route path="/orders/create/new" element={<Form retry={retry} />} />
      <Route path="/orders/:id" element={<Detail />} />
    </Routes>,
    { path: '/orders/create/new' },
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Order' }));
const body = () => ({ workerID: 3, data: orderData() });
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  // The app's React Query hears of a lost connection too, and would hold an ordinary mutation back.
  onlineManager.setOnline(online);
};

beforeEach(() => {
  sessionStore.signIn({ token: 't', user: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false } });
  vi.mocked(enqueue).mockImplementation(async (kind, payload) => orderRow({ kind, payload, localRef: 'L-7K3Q' }));
  vi.mocked(retryRow).mockResolvedValue();
});
afterEach(() => {
  onlineManager.setOnline(true);
  sessionStore.signOut();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('creating an order', () => {
  it('online, posts it and opens the new order, queueing nothing', async () => {
    setOnline(true);
    const create = vi.spyOn(ordersApi, 'create').mockResolvedValue({ id: 77 } as Order);
    renderForm();
    submit();
    await screen.findByText('Detail of order 77');
    expect(create).toHaveBeenCalledWith(body(), expect.any(String));
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('offline, queues the same body on the device without trying the server', async () => {
    setOnline(false);
    const create = vi.spyOn(ordersApi, 'create');
    renderForm();
    submit();
    await waitFor(() => expect(onQueued).toHaveBeenCalledWith('L-7K3Q'));
    expect(enqueue).toHaveBeenCalledWith('order-create', body(), { idempotencyKey: expect.any(String) });
    expect(create).not.toHaveBeenCalled();
  });

  it('queues it when the server cannot be reached, under the key of the try, so an order saved before the answer was lost is not saved twice', async () => {
    setOnline(true);
    const create = vi.spyOn(ordersApi, 'create').mockRejectedValue(new ApiError(0, null));
    renderForm();
    submit();
    await waitFor(() => expect(onQueued).toHaveBeenCalledWith('L-7K3Q'));
    const triedKey = create.mock.calls[0]![1];
    expect(triedKey).toEqual(expect.any(String));
    expect(enqueue).toHaveBeenCalledWith('order-create', body(), { idempotencyKey: triedKey });
  });

  it('does not queue an order the server refused: the form shows why', async () => {
    setOnline(true);
    vi.spyOn(ordersApi, 'create').mockRejectedValue(new ApiError(400, { code: 'VALIDATION', message: 'Customer not found' }));
    renderForm();
    submit();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Customer not found'));
    expect(enqueue).not.toHaveBeenCalled();
    expect(onQueued).not.toHaveBeenCalled();
  });

  it('puts a corrected refused order back in the queue in place of the old one', async () => {
    setOnline(true);
    const create = vi.spyOn(ordersApi, 'create');
    renderForm({ rowId: 'row-9', localRef: 'L-9ZZZ' });
    submit();
    await waitFor(() => expect(onQueued).toHaveBeenCalledWith('L-9ZZZ'));
    expect(retryRow).toHaveBeenCalledWith('row-9', body());
    expect(create).not.toHaveBeenCalled();
    expect(enqueue).not.toHaveBeenCalled();
  });
});
