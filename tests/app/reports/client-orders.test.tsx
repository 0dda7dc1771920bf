import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import type { ClientReport, ClientReportRow } from '../../../src/domain/reports';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { catchDownloads, renderReports, signInAsAdmin } from './render-reports';

configure({ asyncUtilTimeout: 5_000 });

const client = (id: number, orders: number, shipped: string | null): ClientReportRow => ({
  id,
  name: `Client ${id}`,
  email: `client${id}@example.test`,
  related_orders: Array.from({ length: orders }, (_, i) => ({
    id: id * 100 + i,
    // 15:00 UTC is 10:00 in Nassau.
    created_at: `2019-01-${String(20 - i).padStart(2, '0')}T15:00:00.000Z`,
    shipping_method: i === 0 ? 'next-day' : 'business-boat',
    description: `Parcel ${i + 1}`,
  })),
  related_orders_count: orders,
  last_shipped_date: shipped,
});
const rows = [client(7, 3, '2019-02-12'), client(3, 1, null)];
const report = (page: number): ClientReport => ({
  data: page === 1 ? rows : [client(9, 1, null)],
  meta: { total: 3, orders_count: 5, n_count: 3, s_count: 0, c_count: 0, x_count: 0, bp_count: 0, bb_count: 2, current_page: page, last_page: 2 },
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsAdmin();
  api = fakeApi();
  api.on('GET', '/reports/orders-by-clients', ({ query }) => json(200, report(Number(query.get('page')))));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2019-02-10T16:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentQueries = () => api.sent('GET', '/reports/orders-by-clients').map((request) => request.query.toString());
const tableRows = () => within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('row').slice(1);
const day = (name: string) => screen.findByRole('button', { name, hidden: true });

// Mantine screens in jsdom take seconds on a busy 2-core machine.
describe('the client order report', { timeout: 15_000 }, () => {
  beforeEach(() => onWideScreen());

  it('opens on 2019-01-01 to 2019-02-28 with the totals, and a row per client', async () => {
    renderReports('/reports/client-orders');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(sentQueries()).toEqual(['start_date=2019-01-01&end_date=2019-02-28&page=1']);
    expect(screen.getByRole('button', { name: 'Start date' }).textContent).toBe('Jan 1, 2019');
    expect(screen.getByRole('button', { name: 'End date' }).textContent).toBe('Feb 28, 2019');
    const totals = screen.getByRole('group', { name: 'Totals' });
    const figure = (label: string) => within(totals).getByText(label).parentElement!.textContent;
    expect(['Clients', 'Orders', 'Priority', 'Standard', 'Consolidated', 'Special', 'Business Plane', 'Business Boat'].map(figure)).toEqual([
      'Clients3', 'Orders5', 'Priority3', 'Standard0', 'Consolidated0', 'Special0', 'Business Plane0', 'Business Boat2',
    ]);
    const heads = within(screen.getByRole('table', { name: 'Clients' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['Client ID', 'Name', 'Email', 'Orders', 'Last shipped']);
    expect(tableRows().map((row) => row.textContent)).toEqual(['7Client 7client7@example.test3 ordersFeb 12, 2019', '3Client 3client3@example.test1 orderNot shipped']);
  });

  it("opens a client's orders from their count, each a link to the order", async () => {
    renderReports('/reports/client-orders');
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '3 orders of Client 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders of Client 7' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Order #700PriorityJan 20, 2019, 10:00 AM · Parcel 1',
      'Order #701Business BoatJan 19, 2019, 10:00 AM · Parcel 2',
      'Order #702Business BoatJan 18, 2019, 10:00 AM · Parcel 3',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Order #701' }).getAttribute('href')).toBe('/orders/701');
  });

  it('reads another range only on Search, from page 1, and downloads that range', async () => {
    renderReports('/reports/client-orders?page=2');
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'End date' }));
    // The calendar opens on the month of the day shown.
    fireEvent.click(await day('20 February 2019'));
    expect(sentQueries()).toEqual(['start_date=2019-01-01&end_date=2019-02-28&page=2']);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sentQueries().at(-1)).toBe('start_date=2019-01-01&end_date=2019-02-20&page=1'));
    await waitFor(() => expect(tableRows()).toHaveLength(2));

    const saved = catchDownloads();
    api.on('GET', '/reports/orders-by-clients.csv', () => new Response('Client ID\r\n7\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('client-orders-2019-01-01-to-2019-02-20.csv');
    expect(api.sent('GET', '/reports/orders-by-clients.csv')[0]!.query.toString()).toBe('start_date=2019-01-01&end_date=2019-02-20');
  });

  it('says when no client has orders in the range', async () => {
    api.on('GET', '/reports/orders-by-clients', () =>
      json(200, { data: [], meta: { total: 0, orders_count: 0, n_count: 0, s_count: 0, c_count: 0, x_count: 0, bp_count: 0, bb_count: 0, current_page: 1, last_page: 1 } }),
    );
    renderReports('/reports/client-orders');
    await screen.findByText('No client has orders from Jan 1, 2019 to Feb 28, 2019.');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('the client order report on a phone', { timeout: 15_000 }, () => {
  it('is a card per client, the order count a button', async () => {
    renderReports('/reports/client-orders');
    const cards = await screen.findByRole('list', { name: 'Clients' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe('Client 7Client ID: 7Email: client7@example.testLast shipped: Feb 12, 20193 orders');
    fireEvent.click(within(first).getByRole('button', { name: '3 orders of Client 7' }));
    await screen.findByRole('dialog', { name: 'Orders of Client 7' });
  });
});
