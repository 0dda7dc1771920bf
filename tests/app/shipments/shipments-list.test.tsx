import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import type { ShipmentRow } from '../../../src/domain/shipments';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { signInAsWorker } from './shipment-fixtures';
import { renderShipments } from './render-shipments';

// A whole screen with its dialogs is a lot for jsdom on a busy 2-core machine: what follows a click may take seconds to show.
configure({ asyncUtilTimeout: 5_000 });

const row = (id: number): ShipmentRow => ({ id, manifest_key: id === 39 ? null : `MAN-${id}`, carrier: id % 2 ? 'Tropical Shipping' : 'Crowley', packages_count: id * 3, arrival_date: '2026-03-10' });
/** 25 shipments, newest first: 20 on page 1, 5 on page 2. */
const all = Array.from({ length: 25 }, (_, i) => row(40 - i));
const page = (number: number, rows: ShipmentRow[]) => ({ data: rows.slice((number - 1) * 20, number * 20), meta: { current_page: number, last_page: Math.max(1, Math.ceil(rows.length / 20)), total: rows.length } });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsWorker();
  api = fakeApi();
  api.on('GET', '/shipments', ({ query }) => {
    const search = query.get('search') ?? '';
    return json(200, page(Number(query.get('page')), all.filter((each) => each.carrier.toLowerCase().includes(search.toLowerCase()))));
  });
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tableRows = () => within(screen.getByRole('table', { name: 'Shipments' })).getAllByRole('row').slice(1);

describe('the shipments list on a wider screen', () => {
  beforeEach(() => onWideScreen());

  it('shows id, manifest, carrier, package count, arrival date and an edit link per shipment', async () => {
    renderShipments('/shipments');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    const heads = within(screen.getByRole('table', { name: 'Shipments' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['ID', 'Manifest', 'Carrier', 'Packages', 'Arrival date', 'Edit']);
    expect(tableRows()[0]!.textContent).toBe('#40MAN-40Crowley120Mar 10, 2026Edit');
    expect(screen.getByRole('link', { name: 'Edit shipment #40' }).getAttribute('href')).toBe('/shipments/40/edit');
    expect(screen.getByText('25 shipments')).toBeTruthy();
  });

  it('appends page 2 under page 1 on Load More, and hides the button once none are left', async () => {
    renderShipments('/shipments');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(tableRows()).toHaveLength(25));
    expect(tableRows()[0]!.textContent).toContain('#40');
    expect(tableRows()[24]!.textContent).toContain('#16');
    expect(tableRows()[1]!.textContent).toContain('No manifest');
    expect(api.sent('GET', '/shipments').map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('opens a shipment from a click anywhere on its row', async () => {
    renderShipments('/shipments', { realDetail: false });
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    fireEvent.click(within(tableRows()[1]!).getByText('Tropical Shipping'));
    await screen.findByText('Detail of shipment 39');
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    renderShipments('/shipments');
    await waitFor(() => expect(tableRows()).toHaveLength(20));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'crow' } });
    await waitFor(() => expect(tableRows()).toHaveLength(13));
    expect(api.sent('GET', '/shipments').at(-1)!.query.toString()).toBe('page=1&search=crow');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'maersk' } });
    await screen.findByText('No shipments match "maersk".');
  });
});

describe('the shipments list on a phone', () => {
  it('is a card per shipment, each opening it, with its own Edit button', async () => {
    renderShipments('/shipments');
    const cards = await screen.findByRole('list', { name: 'Shipments' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(20));
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Shipment #40' }).getAttribute('href')).toBe('/shipments/40');
    expect(within(first).getByText('MAN-40 · 120 packages')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Edit shipment #40' }).getAttribute('href')).toBe('/shipments/40/edit');
  });

  it('shows the loading state, then the empty state when there are no shipments', async () => {
    api.on('GET', '/shipments', () => json(200, { data: [], meta: { current_page: 1, last_page: 1, total: 0 } }));
    renderShipments('/shipments');
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await screen.findByText('There are no shipments yet.');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});
