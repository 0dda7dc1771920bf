import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packageInMessages, type PackageIn } from '../../../src/domain/package-ins';
import type { OutboxEntry } from '../../../src/app/offline/hooks/use-outbox';
import type { StoredRow } from '../../../src/app/offline/store/outbox-schema';
import { fakeOutbox } from '../../helpers/app/fake-use-outbox';
import { outboxEntry, type EntryFields } from '../../helpers/app/outbox-entry';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { packageInsApi } from '../../../src/app/api/package-ins';
import { prealertsApi } from '../../../src/app/api/prealerts';
import { PackageInsScreen } from '../../../src/app/areas/package-ins/package-ins-screen';
import { renderWithProviders } from '../../helpers/app/render';
import { onWideScreen } from '../../helpers/app/wide-screen';

// The screen is tested against the outbox, reference-cache and scanner contracts; their own tests cover what is behind them.
const fakes = vi.hoisted(() => ({
  onScan: null as ((code: string) => void) | null,
  held: [] as unknown[],
  refresh: vi.fn(),
}));

vi.mock('../../../src/app/scanner/use-wedge-scanner', () => ({
  useWedgeScanner: (onScan: (code: string) => void) => {
    fakes.onScan = onScan;
  },
}));
vi.mock('../../../src/app/scanner/scan-feedback', () => ({ useScanFeedback: () => ({ signal: () => {}, soundOn: true, setSoundOn: () => {} }) }));
vi.mock('../../../src/app/offline/store/outbox', () => ({ enqueue: vi.fn(), retryRow: vi.fn(), discardRow: vi.fn() }));
vi.mock('../../../src/app/offline/hooks/use-outbox', () => import('../../helpers/app/fake-use-outbox'));
vi.mock('../../../src/app/offline/hooks/use-cached-reference', () => ({
  useCachedReference: () => ({ data: { data: fakes.held }, fetchedAt: null, isLoading: false, error: null, refresh: fakes.refresh }),
}));

const entry = (id: number, created_at: string, packages: PackageIn['packages']): PackageIn => ({
  id,
  packages_count: packages.length,
  created_at,
  user: { first_name: 'Wes', last_name: 'Worker' },
  notes: null,
  packages,
});

const outboxRow = (over: EntryFields & Pick<StoredRow, 'kind' | 'payload'>): OutboxEntry => outboxEntry({ id: 'row-1', localRef: 'L-7K3Q', ...over });

const box = () => screen.getByRole('textbox', { name: /Tracking number/ });
const type = (value: string) => {
  fireEvent.change(box(), { target: { value } });
  fireEvent.keyDown(box(), { key: 'Enter' });
};
const ups = '1Z999AA10123456784';

beforeEach(() => {
  fakeOutbox.reset();
  fakes.held = [];
  vi.mocked(enqueue).mockImplementation(async (kind, payload) => outboxRow({ kind, payload }));
  // No prealerts here: their lookups and list have tests of their own (tests/app/prealerts).
  vi.spyOn(prealertsApi, 'open').mockResolvedValue({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the Packages In screen', () => {
  it('adds numbers from the box and the scanner, refuses a repeat, and offers Hold only while something is pending', async () => {
    renderWithProviders(<PackageInsScreen />);
    expect(screen.queryByRole('button', { name: 'Hold Packages' })).toBeNull();
    type(ups.toLowerCase());
    expect(box()).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: `Remove ${ups}` }).textContent).toContain('UPS');
    act(() => fakes.onScan?.('TBA123456789012'));
    expect(screen.getByText('2 packages pending')).toBeTruthy();
    type(` ${ups} `);
    expect(screen.getByText(packageInMessages.repeated)).toBeTruthy();
    expect(screen.getByText('2 packages pending')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hold Packages' })).toBeTruthy();
  });

  it('removes a pending package only after confirmation', async () => {
    renderWithProviders(<PackageInsScreen />);
    type(ups);
    type('TBA123456789012');
    fireEvent.click(screen.getByRole('button', { name: `Remove ${ups}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${ups} will be taken off the pending list.`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${ups}` })).toBeNull());
    expect(screen.getByText('1 package pending')).toBeTruthy();
  });

  it('queues the held packages with the notes as one package-in row and clears the form', async () => {
    renderWithProviders(<PackageInsScreen />);
    type(ups);
    type('TBA123456789012');
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: '  Shelf B  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hold Packages' }));
    await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    expect(vi.mocked(enqueue).mock.calls[0]).toEqual([
      'package-in',
      { packages: [{ tracking_number: ups }, { tracking_number: 'TBA123456789012' }], notes: 'Shelf B' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hold Packages' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toBe('2 packages added to Held shipments.');
  });

  it('says the held packages are saved on the device while offline', async () => {
    fakeOutbox.online = false;
    renderWithProviders(<PackageInsScreen />);
    type(ups);
    fireEvent.click(screen.getByRole('button', { name: 'Hold Packages' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved on this device — 1 package will upload when reconnected.');
  });

  it('lists queued entries with their local reference above the held shipments, newest first', () => {
    onWideScreen();
    fakes.held = [entry(5, '2026-03-01T10:00:00.000Z', []), entry(8, '2026-03-03T10:00:00.000Z', [])];
    fakeOutbox.rows = [outboxRow({ kind: 'package-in', payload: { packages: [{ tracking_number: ups }], notes: null } })];
    renderWithProviders(<PackageInsScreen />);
    const rows = within(screen.getByRole('table', { name: 'Held shipments' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['L-7K3Q', '8', '5']);
    expect(within(rows[0]!).getByText('Pending upload')).toBeTruthy();
  });

  it('on a phone shows cards in the same order, and tapping a card opens its held shipment', async () => {
    // jsdom's media queries match nothing, which reads as a phone.
    fakes.held = [entry(5, '2026-03-01T10:00:00.000Z', []), entry(8, '2026-03-03T10:00:00.000Z', [])];
    fakeOutbox.rows = [outboxRow({ kind: 'package-in', payload: { packages: [{ tracking_number: ups }], notes: null } })];
    renderWithProviders(<PackageInsScreen />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Held shipments' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['L-7K3Q', 'Held shipment 8', 'Held shipment 5']);
    expect(within(cards[0]!).getByText('Pending upload')).toBeTruthy();
    fireEvent.click(within(cards[2]!).getByText('Held shipment 5'));
    expect(await screen.findByRole('heading', { name: 'Held shipment 5' })).toBeTruthy();
  });

  it('turns Delete off while offline and says why', () => {
    fakeOutbox.online = false;
    fakes.held = [entry(5, '2026-03-01T10:00:00.000Z', [])];
    renderWithProviders(<PackageInsScreen />);
    const remove = screen.getByRole('button', { name: 'Delete held shipment 5' });
    expect(remove).toHaveProperty('disabled', true);
    expect(document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/needs a connection/);
  });

  it('deletes an entry after confirmation and reloads the list', async () => {
    fakes.held = [entry(5, '2026-03-01T10:00:00.000Z', [])];
    const remove = vi.spyOn(packageInsApi, 'remove').mockResolvedValue(fakes.held[0] as PackageIn);
    renderWithProviders(<PackageInsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete held shipment 5' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(5));
    await waitFor(() => expect(fakes.refresh).toHaveBeenCalled());
  });

  it('ticks a held package at once, queues the check, and shows it pending until synced', async () => {
    fakes.held = [
      entry(5, '2026-03-01T10:00:00.000Z', [
        { id: 51, tracking_number: ups, checked: false },
        { id: 52, tracking_number: 'TBA123456789012', checked: true },
      ]),
    ];
    renderWithProviders(<PackageInsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'View held shipment 5' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: `Create an order for ${ups}` }).getAttribute('href')).toBe(`/orders/create/new?tracking_number=${ups}`);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Filter by tracking number' }), { target: { value: 'tba' } });
    expect(within(dialog).queryByRole('checkbox', { name: ups })).toBeNull();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Filter by tracking number' }), { target: { value: '' } });

    fireEvent.click(within(dialog).getByRole('checkbox', { name: ups }));
    expect(within(dialog).getByRole('checkbox', { name: ups })).toHaveProperty('checked', true);
    await waitFor(() => expect(enqueue).toHaveBeenCalledWith('held-check', { packageId: 51 }));
    act(() => fakeOutbox.setRows([outboxRow({ kind: 'held-check', payload: { packageId: 51 } })]));
    const ticked = within(screen.getByRole('dialog')).getByRole('checkbox', { name: ups });
    expect(ticked).toHaveProperty('checked', true);
    expect(within(screen.getByRole('dialog')).getByText('Pending')).toBeTruthy();
  });
});
