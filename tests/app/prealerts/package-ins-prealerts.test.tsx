import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PackageInsScreen } from '../../../src/app/areas/package-ins/package-ins-screen';
import { sessionStore } from '../../../src/app/session/session-store';
import type { Prealert } from '../../../src/domain/prealerts';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { fakeOutbox } from '../../helpers/app/fake-use-outbox';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { prealert, prealertsPage, signInAsWorker } from './prealert-fixtures';

// Packages In against the outbox, reference-cache and scanner contracts (their own tests cover them),
// and the prealerts API through the app's own client.
configure({ asyncUtilTimeout: 5_000 });
const fakes = vi.hoisted(() => ({ onScan: null as ((code: string) => void) | null }));
vi.mock('../../../src/app/scanner/use-wedge-scanner', () => ({
  useWedgeScanner: (onScan: (code: string) => void) => {
    fakes.onScan = onScan;
  },
}));
vi.mock('../../../src/app/scanner/scan-feedback', () => ({ useScanFeedback: () => ({ signal: () => {}, soundOn: true, setSoundOn: () => {} }) }));
vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: () => ({ data: { data: [] }, fetchedAt: null, isLoading: false, error: null, refresh: () => {} }),
}));

const ups = '1Z999AA10123456784';
const carlas = prealert(7, { tracking_number: ups, description: 'Running shoes' });
const doras = prealert(8, {
  customer: { id: 22, full_name: 'Dora Dean', location: { id: 2, name: 'Harbor Bay' } },
  tracking_number: 'TBA123456789012',
  vendor: 'Walmart',
  description: 'Blender',
  file: null,
});
const open = [doras, carlas];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsWorker();
  fakeOutbox.reset();
  api = fakeApi();
  api.on('GET', '/prealerts', ({ query }) => {
    const tracking = query.get('tracking');
    const search = query.get('search')?.toLowerCase() ?? '';
    const rows: Prealert[] = tracking
      ? open.filter((each) => each.tracking_number === tracking)
      : open.filter((each) => [each.tracking_number, each.vendor, each.customer.full_name].some((text) => text.toLowerCase().includes(search)));
    return json(200, prealertsPage(rows));
  });
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const box = () => screen.getByRole('textbox', { name: /Tracking number/ });
const type = (value: string) => {
  fireEvent.change(box(), { target: { value } });
  fireEvent.keyDown(box(), { key: 'Enter' });
};

describe('prealerts in Packages In', { timeout: 20_000 }, () => {
  it('says which open prealert a typed or scanned number matches, beside the pending package, with Create order', async () => {
    renderWithProviders(<PackageInsScreen />, { path: '/packages-in' });
    type(ups.toLowerCase());
    act(() => fakes.onScan?.('9400100000000000000000'));
    const item = screen.getByRole('button', { name: `Remove ${ups}` }).closest('li')!;
    expect(await within(item).findByText('Prealert: Carla Cartwright, Amazon, Running shoes')).toBeTruthy();
    const create = within(item).getByRole('link', { name: `Create order for Carla Cartwright, ${ups}` });
    expect(create.getAttribute('href')).toBe(`/orders/create/new?tracking_number=${ups}&prealert=7`);
    // The scanned number has no prealert: nothing is said beside it.
    const other = screen.getByRole('button', { name: /^Remove 9400/ }).closest('li')!;
    await waitFor(() => expect(api.sent('GET', '/prealerts').some((request) => request.query.get('tracking')?.startsWith('9400'))).toBe(true));
    expect(within(other).queryByText(/^Prealert:/)).toBeNull();
  });

  it('looks nothing up while offline, and says the open prealerts need a connection', async () => {
    fakeOutbox.online = false;
    renderWithProviders(<PackageInsScreen />, { path: '/packages-in' });
    type(ups);
    expect(screen.getByRole('button', { name: `Remove ${ups}` })).toBeTruthy();
    expect(screen.getByText('Open prealerts need a connection; they show again when reconnected.')).toBeTruthy();
    expect(screen.queryByText(/^Prealert:/)).toBeNull();
    expect(api.sent('GET', '/prealerts')).toHaveLength(0);
  });

  it('lists the open prealerts with the customer, searchable, each offering Create order', async () => {
    onWideScreen();
    renderWithProviders(<PackageInsScreen />, { path: '/packages-in' });
    const table = await screen.findByRole('table', { name: 'Open prealerts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td p')?.textContent)).toEqual(['Dora Dean', 'Carla Cartwright']);
    expect(within(rows[1]!).getByText('Dept #21 · Madeira')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Invoice invoice.pdf' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Create order for Dora Dean, TBA123456789012' }).getAttribute('href')).toBe(
      '/orders/create/new?tracking_number=TBA123456789012&prealert=8',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'walm' } });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Open prealerts' })).getAllByRole('row')).toHaveLength(2));
    expect(api.sent('GET', '/prealerts').at(-1)!.query.get('search')).toBe('walm');
  });
});
