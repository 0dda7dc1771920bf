import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../src/domain/auth';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { deliveriesApi } from '../../../src/app/api/deliveries';
import { packageInsApi } from '../../../src/app/api/package-ins';
import { pickupsApi } from '../../../src/app/api/pickups';
import { taxesApi } from '../../../src/app/api/taxes';
import { usersApi } from '../../../src/app/api/users';
import { useDeviceListsRefresh } from '../../../src/app/offline/hooks/use-device-lists-refresh';
import { db } from '../../../src/app/offline/store/db';
import { TopBar } from '../../../src/app/layout/top-bar';
import { renderWithProviders } from '../../helpers/app/render';
import { clearOfflineDb } from '../../helpers/app/offline/offline-fixtures';

const user = (account_type: AuthUser['account_type']): AuthUser => ({ id: 7, first_name: 'Ann', last_name: 'Worker', account_type, special: false });

const Keeper = ({ viewer }: { viewer: AuthUser }) => {
  useDeviceListsRefresh(viewer);
  return null;
};

const savedKeys = async () => (await db.reference.toArray()).map((row) => row.key).sort();
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

let fetches: ReturnType<typeof vi.spyOn>[] = [];

beforeEach(async () => {
  await clearOfflineDb();
  fetches = [
    vi.spyOn(checkpointsApi, 'list').mockResolvedValue({ data: [] }),
    vi.spyOn(deliveriesApi, 'list').mockResolvedValue({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } }),
    vi.spyOn(packageInsApi, 'list').mockResolvedValue({ data: [] }),
    vi.spyOn(usersApi, 'customerIndex').mockResolvedValue({ full: true, cursor: '1', rows: [], removed: [] }),
    vi.spyOn(taxesApi, 'list').mockResolvedValue({ data: [] }),
    vi.spyOn(pickupsApi, 'list').mockResolvedValue({ data: [] }),
  ];
});
afterEach(() => vi.restoreAllMocks());

const allLists = ['checkpoints', 'deliveries-today', 'order-customers', 'package-ins', 'pickups', 'taxes'];

describe('the lists offline screens need', () => {
  it('are saved on the device as soon as a warehouse worker signs in, before any screen asks', async () => {
    setOnline(true);
    renderWithProviders(<Keeper viewer={user('worker')} />);
    await waitFor(async () => expect(await savedKeys()).toEqual(allLists));
  });

  it('are not fetched for users whose screens need none of them', async () => {
    setOnline(true);
    renderWithProviders(<Keeper viewer={user('accounts')} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const fetch of fetches) expect(fetch).not.toHaveBeenCalled();
  });

  it('wait for the connection when the worker signs in without one', async () => {
    const online = setOnline(false);
    renderWithProviders(<Keeper viewer={user('worker-v2')} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await savedKeys()).toEqual([]);
    online.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    await waitFor(async () => expect(await savedKeys()).toEqual(allLists));
  });

  it('are fetched again once older than their freshness, and only those', async () => {
    setOnline(true);
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    const timers = vi.spyOn(globalThis, 'setInterval');
    renderWithProviders(<Keeper viewer={user('worker')} />);
    await waitFor(async () => expect(await savedKeys()).toEqual(allLists));
    // Deliveries are 5 minutes fresh, customers an hour: a minute-old copy of each, and an hour-old checkpoint list.
    await db.reference.bulkPut([
      { key: 'checkpoints', data: { data: [] }, fetchedAt: hourAgo },
      ...allLists.filter((key) => key !== 'checkpoints').map((key) => ({ key, data: { data: [] }, fetchedAt: minuteAgo })),
    ]);
    for (const fetch of fetches) fetch.mockClear();
    // The minute's check, as the timer would run it.
    const check = timers.mock.calls.find(([, ms]) => ms === 60_000)?.[0];
    if (typeof check !== 'function') throw new Error('no minute check was set up');
    check();
    await waitFor(() => expect(checkpointsApi.list).toHaveBeenCalledTimes(1));
    expect(deliveriesApi.list).not.toHaveBeenCalled();
    expect(usersApi.customerIndex).not.toHaveBeenCalled();
  });
});

describe('the sync indicator', () => {
  it('shows for users who can queue changes, and not for those who cannot', async () => {
    renderWithProviders(<TopBar user={user('worker')} drawerOpened={false} onToggleDrawer={() => {}} />);
    expect(await screen.findByRole('button', { name: /^Sync status: / })).toBeTruthy();
  });

  it.each(['basic', 'accounts'] as const)('is not shown to a %s user, who can queue nothing', (type) => {
    renderWithProviders(<TopBar user={user(type)} drawerOpened={false} onToggleDrawer={() => {}} />);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sync status: / })).toBeNull();
  });
});
