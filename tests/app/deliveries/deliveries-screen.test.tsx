import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveriesApi } from '../../../src/app/api/deliveries';
import { DeliveriesScreen } from '../../../src/app/areas/deliveries/deliveries-screen';
import { discardRow, enqueue, retryRow } from '../../../src/app/offline/store/outbox';
import { fakeOutbox } from '../../helpers/app/fake-use-outbox';
import type { Delivery } from '../../../src/domain/deliveries';
import { renderWithProviders } from '../../helpers/app/render';
import { delivery, tickRow } from '../../helpers/app/deliveries/delivery-fixtures';

// The screen is tested against the outbox and reference-cache contracts; their own tests cover what is behind them.
const fakes = vi.hoisted(() => ({
  online: true,
  saved: [] as unknown[],
  fetchedAt: null as string | null,
  refresh: vi.fn(),
}));

vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/offline/sync', () => ({ requestSync: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-online', () => ({ useOnline: () => fakes.online }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: (key: string) => ({
    data: key === 'deliveries-today' ? { data: fakes.saved, meta: { current_page: 1, last_page: 1, total: fakes.saved.length } } : undefined,
    fetchedAt: fakes.fetchedAt,
    isLoading: false,
    error: null,
    refresh: fakes.refresh,
  }),
}));

const andre = delivery({ id: 1, user: { id: 40, first_name: 'Andre', last_name: 'Rolle' }, directions: 'Blue gate, Carmichael Road' });
const brittany = delivery({ id: 2, flagged: true, user: { id: 41, first_name: 'Brittany', last_name: 'Knowles' }, directions: 'Yellow house on Bay Street' });

const box = (d: Delivery) => screen.getByRole('checkbox', { name: `Delivery #${d.id} for ${d.user.first_name} ${d.user.last_name} delivered` });
const entryOf = (name: string) => screen.getByText(name).closest('li, tr') as HTMLElement;

beforeEach(() => {
  fakeOutbox.reset();
  fakes.saved = [andre, brittany];
  fakes.online = true;
  fakes.fetchedAt = null;
  vi.mocked(enqueue).mockImplementation(async (kind, payload) => tickRow(0, { kind, payload }));
  vi.mocked(retryRow).mockResolvedValue();
  vi.mocked(discardRow).mockResolvedValue();
});
afterEach(() => vi.clearAllMocks());

describe('the Deliveries screen', () => {
  it("lists the saved page with each stop's details, marking flagged customers in words", () => {
    renderWithProviders(<DeliveriesScreen />);
    const flagged = entryOf('Brittany Knowles');
    expect(within(flagged).getByText('Flagged')).toBeTruthy();
    expect(within(entryOf('Andre Rolle')).queryByText('Flagged')).toBeNull();
    expect(within(flagged).getByText('Yellow house on Bay Street')).toBeTruthy();
    expect(within(flagged).getByText(/\$42\.50/)).toBeTruthy();
    expect(within(flagged).getByRole('link', { name: 'Order #101' }).getAttribute('href')).toBe('/orders/101');
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('asks before ticking, then queues the tick with the time of the tap', async () => {
    renderWithProviders(<DeliveriesScreen />);
    const before = Date.now();
    fireEvent.click(box(andre));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark delivery #1 for Andre Rolle as delivered? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    const [kind, payload] = vi.mocked(enqueue).mock.calls[0]!;
    expect(kind).toBe('delivery-tick');
    expect(payload).toEqual({ deliveryId: 1, delivered_at: expect.any(String) });
    expect(Date.parse((payload as { delivered_at: string }).delivered_at)).toBeGreaterThanOrEqual(before);
  });

  it('queues nothing when the question is cancelled', async () => {
    renderWithProviders(<DeliveriesScreen />);
    fireEvent.click(box(andre));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('shows a queued tick as delivered and locked, with a pending badge, and a delivered row locked too', () => {
    fakes.saved = [andre, brittany, delivery({ id: 3, delivered: true, delivered_at: '2026-03-04T14:00:00.000Z', user: { id: 42, first_name: 'Cedric', last_name: 'Ferguson' } })];
    fakeOutbox.rows = [tickRow(1), tickRow(2, { isMine: false, ownerName: 'Dana Driver' })];
    renderWithProviders(<DeliveriesScreen />);
    expect(box(andre)).toMatchObject({ checked: true, disabled: true });
    expect(within(entryOf('Andre Rolle')).getByText('Pending sync')).toBeTruthy();
    expect(within(entryOf('Brittany Knowles')).getByText('Waiting for Dana Driver')).toBeTruthy();
    const cedric = screen.getByRole('checkbox', { name: 'Delivery #3 for Cedric Ferguson delivered' });
    expect(cedric).toMatchObject({ checked: true, disabled: true });
    expect(within(entryOf('Cedric Ferguson')).queryByText('Pending sync')).toBeNull();
  });

  it("shows a refused tick with the server's message, and retries or discards it", async () => {
    const refused = tickRow(1, { status: 'failed', lastError: 'Delivery not found' });
    fakeOutbox.rows = [refused];
    renderWithProviders(<DeliveriesScreen />);
    const row = entryOf('Andre Rolle');
    expect(box(andre)).toMatchObject({ checked: false, disabled: true });
    expect(within(row).getByText('Delivery not found')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retryRow).toHaveBeenCalledWith(refused.id));
    fireEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(discardRow).toHaveBeenCalledWith(refused.id));
  });

  it('searches the saved page on the device when offline, and says so', async () => {
    fakes.online = false;
    fakes.fetchedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const list = vi.spyOn(deliveriesApi, 'list');
    renderWithProviders(<DeliveriesScreen />);
    expect(screen.getByText('Saved 5 min ago')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'bay street' } });
    await waitFor(() => expect(screen.queryByText('Andre Rolle')).toBeNull(), { timeout: 2000 });
    expect(screen.getByText('Brittany Knowles')).toBeTruthy();
    expect(screen.getByText(/Showing the deliveries saved on this device that match the search/)).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
  });

  it('asks the server when searching online', async () => {
    const list = vi.spyOn(deliveriesApi, 'list').mockResolvedValue({ data: [brittany], meta: { current_page: 1, last_page: 1, total: 1 } });
    renderWithProviders(<DeliveriesScreen />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'knowles' } });
    await waitFor(() => expect(list).toHaveBeenCalledWith({ search: 'knowles', page: 1 }), { timeout: 2000 });
    await waitFor(() => expect(screen.queryByText('Andre Rolle')).toBeNull());
    expect(screen.getByText('Brittany Knowles')).toBeTruthy();
  });
});
