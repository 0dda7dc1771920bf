import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '../../../src/app/api/users';
import { OrderCreateScreen } from '../../../src/app/areas/orders/form/order-create-screen';
import { PendingOrders } from '../../../src/app/areas/orders/pending/pending-orders';
import { discardRow } from '../../../src/app/offline/store/outbox';
import { fakeOutbox } from '../../helpers/app/fake-use-outbox';
import { renderWithProviders } from '../../helpers/app/render';
import { orderRow } from '../../helpers/app/orders/order-fixtures';

// The section is tested against the outbox and reference-cache contracts; their own tests cover what is behind them.
vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: (key: string) => ({
    data: { data: key === 'order-customers' ? [{ id: 40, full_name: 'Andre Rolle', email: 'a@example.test', flagged: false, location_id: 1 }] : [] },
    fetchedAt: null,
    isLoading: false,
    error: null,
    refresh: () => {},
  }),
}));

const renderOrders = () =>
  renderWithProviders(
    <Routes>
      <Route path="/orders" element={<PendingOrders />} />
      <Route path="/orders/create/new" element={<OrderCreateScreen />} />
    </Routes>,
    { path: '/orders' },
  );

const card = (localRef: string) => screen.getByRole('listitem', { name: `Order ${localRef}` });

beforeEach(() => {
  fakeOutbox.reset();
  vi.spyOn(usersApi, 'customerOptions').mockResolvedValue({ data: [] });
  vi.mocked(discardRow).mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('pending orders', () => {
  it('shows nothing when no order waits on this device', () => {
    fakeOutbox.rows = [];
    renderOrders();
    expect(screen.queryByRole('heading', { name: 'Pending orders' })).toBeNull();
  });

  it('lists each order by its local reference, customer and status, and links a synced one to its number', () => {
    fakeOutbox.rows = [
      orderRow({ localRef: 'L-PEND' }),
      orderRow({ localRef: 'L-FAIL', status: 'failed', lastError: 'Customer not found' }),
      orderRow({ localRef: 'L-DONE', status: 'done', result: { id: 900, client_fullname: 'Andre Rolle' } }),
      orderRow({ localRef: 'L-THEM', isMine: false, ownerName: 'Dana Driver' }),
    ];
    renderOrders();
    expect(screen.getByRole('heading', { name: 'Pending orders' })).toBeTruthy();
    expect(within(card('L-PEND')).getByText('Pending')).toBeTruthy();
    expect(within(card('L-PEND')).getByText('Andre Rolle · Dept #40')).toBeTruthy();
    expect(within(card('L-FAIL')).getByText('Failed')).toBeTruthy();
    expect(within(card('L-FAIL')).getByText('Customer not found')).toBeTruthy();
    expect(within(card('L-DONE')).getByRole('link', { name: 'Order #900' }).getAttribute('href')).toBe('/orders/900');
    expect(within(card('L-DONE')).queryByRole('button')).toBeNull();
    // Another user's order waits for them, and only they may change it.
    expect(within(card('L-THEM')).getByText('Waiting for Dana Driver')).toBeTruthy();
    expect(within(card('L-THEM')).queryByRole('button')).toBeNull();
  });

  it('discards an order only after confirmation', async () => {
    const failed = orderRow({ localRef: 'L-FAIL', status: 'failed', lastError: 'Customer not found' });
    fakeOutbox.rows = [failed];
    renderOrders();
    fireEvent.click(within(card('L-FAIL')).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('It has not reached the server, so it will be lost.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(discardRow).toHaveBeenCalledWith(failed.id));
  });

  it("reopens a refused order in the form with what was queued and the server's message", async () => {
    fakeOutbox.rows = [orderRow({ localRef: 'L-FAIL', status: 'failed', lastError: 'Customer not found' })];
    renderOrders();
    fireEvent.click(within(card('L-FAIL')).getByRole('button', { name: 'Edit & retry' }));
    await screen.findByRole('heading', { name: 'Retry Order L-FAIL' });
    expect(screen.getByText('The server refused order L-FAIL')).toBeTruthy();
    expect(screen.getByText('Customer not found')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Vendor\s*\*?$/ })).toHaveProperty('value', 'Amazon');
    await waitFor(() => expect(screen.getByLabelText(/^Customer/, { selector: 'input' })).toHaveProperty('value', 'Andre Rolle · Dept #40'));
    expect(screen.getByRole('button', { name: 'Save and Retry' })).toBeTruthy();
  }, 20_000);
});
