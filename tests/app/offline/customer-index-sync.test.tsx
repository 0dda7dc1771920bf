import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerIndex } from '../../../src/domain/customer-index';
import { OrderCreateScreen } from '../../../src/app/areas/orders/form/order-create-screen';
import { refreshDeviceList } from '../../../src/app/offline/hooks/use-cached-reference';
import { db } from '../../../src/app/offline/store/db';
import { sessionStore } from '../../../src/app/session/session-store';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { clearOfflineDb } from '../../helpers/app/offline/offline-fixtures';
import { renderWithProviders } from '../../helpers/app/render';

vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));

const first: CustomerIndex = {
  full: true,
  cursor: '1000',
  rows: [
    [12, 'Andre Rolle', 1, 0],
    [7, 'Cedric Ferguson', 2, 1],
    [30, 'Bea Moss', 1, 0],
  ],
  removed: [],
};
// Cedric's flag cleared, Bea gone, Zed new.
const delta: CustomerIndex = { full: false, cursor: '2000', rows: [[7, 'Cedric Ferguson', 2, 0], [44, 'Zed Newman', 3, 0]], removed: [30] };

let api: ReturnType<typeof fakeApi>;
let answers: CustomerIndex[];
beforeEach(async () => {
  await clearOfflineDb();
  sessionStore.signIn({ token: 't', user: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false } });
  api = fakeApi();
  answers = [];
  api.on('GET', '/customers/index', () => json(200, answers.shift()));
});
afterEach(() => {
  onlineManager.setOnline(true);
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const refresh = () => refreshDeviceList(new QueryClient(), 'order-customers');
const savedCopy = async () => (await db.reference.get('order-customers'))?.data;
/** A customer as the device's copy should hold them. */
const kept = (id: number, full_name: string, location_id: number, flagged = false) => ({ id, full_name, location_id, flagged });
const sentSince = () => api.sent('GET', '/customers/index').map((request) => request.query.get('since'));

describe("the device's index of customers", () => {
  it('is fetched whole at first, then updated by the changes since the saved cursor', async () => {
    answers.push(first, delta);
    expect(await refresh()).toBe(true);
    // By name, whatever order the server sent.
    expect(await savedCopy()).toEqual({ cursor: '1000', data: [kept(12, 'Andre Rolle', 1), kept(30, 'Bea Moss', 1), kept(7, 'Cedric Ferguson', 2, true)] });
    expect(await refresh()).toBe(true);
    expect(sentSince()).toEqual([null, '1000']);
    expect(await savedCopy()).toEqual({ cursor: '2000', data: [kept(12, 'Andre Rolle', 1), kept(7, 'Cedric Ferguson', 2), kept(44, 'Zed Newman', 3)] });
  });

  it('is replaced when the server answers with everything again', async () => {
    answers.push(first, { full: true, cursor: '3000', rows: [[44, 'Zed Newman', 3, 0]], removed: [] });
    await refresh();
    await refresh();
    expect(await savedCopy()).toEqual({ cursor: '3000', data: [kept(44, 'Zed Newman', 3)] });
  });

  it('asks for everything when the saved copy is of the old full-list shape', async () => {
    await db.reference.put({ key: 'order-customers', data: { data: [{ id: 12, full_name: 'Andre Rolle', email: 'a@example.test', flagged: false, location_id: 1 }] }, fetchedAt: new Date().toISOString() });
    answers.push(first);
    await refresh();
    expect(sentSince()).toEqual([null]);
    expect(await savedCopy()).toMatchObject({ cursor: '1000' });
  });
});

describe('the order form without a connection', { timeout: 20_000 }, () => {
  const renderOffline = async () => {
    answers.push(first, delta);
    await refresh();
    await refresh();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    renderWithProviders(
      <Routes>
        <Route path="/orders/create/new" element={<OrderCreateScreen />} />
      </Routes>,
      { path: '/orders/create/new' },
    );
    await screen.findByRole('heading', { name: 'Create New Order' });
    return screen.getByLabelText(/^Customer/, { selector: 'input' });
  };
  // The form's other selects have options too; a customer's label names the Dept #.
  const offered = () => screen.queryAllByRole('option', { name: / · Dept #/, hidden: true }).map((option) => option.textContent);
  const expectOffered = (labels: string[]) => waitFor(() => expect(offered()).toEqual(labels));

  it('finds a customer on the device by the start of a name, as it is typed', async () => {
    const customer = await renderOffline();
    const user = userEvent.setup();
    await user.type(customer, 'ferg');
    await expectOffered(['Cedric Ferguson · Dept #7']);
    await user.clear(customer);
    await user.type(customer, 'zed n');
    await expectOffered(['Zed Newman · Dept #44']);
    // Bea left the index with the last changes.
    await user.clear(customer);
    await user.type(customer, 'bea');
    expect(await screen.findByText('No customer matches')).toBeTruthy();
  });

  it('finds a customer by Dept #, and picks them', async () => {
    const customer = await renderOffline();
    const user = userEvent.setup();
    await user.type(customer, '#44');
    await expectOffered(['Zed Newman · Dept #44']);
    await user.click(screen.getByRole('option', { name: 'Zed Newman · Dept #44', hidden: true }));
    expect(customer).toHaveProperty('value', 'Zed Newman · Dept #44');
    expect(api.sent('GET', '/customers')).toEqual([]);
  });
});
