import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import type { DeliveredNoInvoiceRow } from '../../../src/domain/reports';
import { onWideScreen } from '../../helpers/app/wide-screen';
import { fakeApi, json } from '../../helpers/app/fake-api';
import { pageOf, renderReports, signInAsAdmin } from './render-reports';

configure({ asyncUtilTimeout: 5_000 });

const order = (id: number): DeliveredNoInvoiceRow => ({
  id,
  client: 'Carl Ferguson',
  client_id: 42,
  delivery: 'Priority',
  description: `Sofa ${id}`,
  // 15:00 UTC is 10:00 in Nassau in January.
  created_at: '2026-01-05T15:00:00.000Z',
  date_delivered: id === 31 ? null : '2026-01-09T22:45:00.000Z',
});
/** 12 orders; the fake server pages them 10 at a time. */
const all = Array.from({ length: 12 }, (_, i) => order(40 - i));
/** The report's page as the server sends it: counted in full unless it says the count stopped at its cap. */
const reportPage = (rows: readonly DeliveredNoInvoiceRow[], page: number, size = 10, capped = false) => {
  const paged = pageOf(rows, page, size);
  return { ...paged, meta: { ...paged.meta, total_capped: capped } };
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsAdmin();
  api = fakeApi();
  api.on('GET', '/orders/delivered/no-invoice', ({ query }) => json(200, reportPage(all, Number(query.get('page')))));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tableRows = () => within(screen.getByRole('table', { name: 'Delivered orders without invoice' })).getAllByRole('row').slice(1);

// Mantine screens in jsdom take seconds on a busy 2-core machine.
describe('delivered orders without invoice', { timeout: 15_000 }, () => {
  it('shows order, client, method, description, created and delivered per order, and opens the order from its row', async () => {
    onWideScreen();
    renderReports('/reports/delivered-no-invoice');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const heads = within(screen.getByRole('table', { name: 'Delivered orders without invoice' })).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['Order', 'Client', 'Method', 'Description', 'Created', 'Delivered']);
    expect(tableRows()[0]!.textContent).toBe('#40Carl FergusonPrioritySofa 40Jan 5, 2026Jan 9, 2026, 5:45 PM');
    expect(tableRows()[9]!.textContent).toContain('Time not recorded');
    expect(screen.getByText('12 delivered orders without invoice')).toBeTruthy();
    fireEvent.click(within(tableRows()[1]!).getByText('Sofa 39'));
    await screen.findByText('Opened /orders/39');
  });

  it('turns to the next page', async () => {
    onWideScreen();
    renderReports('/reports/delivered-no-invoice');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(api.sent('GET', '/orders/delivered/no-invoice').map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('says "1,000+" when the server stopped counting, and pages on with Next without a page list', async () => {
    onWideScreen();
    // A count that stopped at its cap: pages go on past the 2 the capped total would make.
    api.on('GET', '/orders/delivered/no-invoice', ({ query }) => json(200, { ...reportPage(all, Number(query.get('page')), 10, true), meta: { current_page: Number(query.get('page')), last_page: 100, total: 1000, total_capped: true } }));
    renderReports('/reports/delivered-no-invoice');
    await screen.findByText((_, element) => element?.getAttribute('role') === 'status' && element.textContent === '1,000+ delivered orders without invoice');
    expect(screen.queryByRole('textbox', { name: 'Page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(screen.getByText('Page #2')).toBeTruthy();
  });

  it('says when every delivered order has an invoice', async () => {
    api.on('GET', '/orders/delivered/no-invoice', () => json(200, reportPage([], 1)));
    renderReports('/reports/delivered-no-invoice');
    await screen.findByText('Every delivered order has an invoice.');
  });

  it('is a card per order on a phone, each opening its order', async () => {
    renderReports('/reports/delivered-no-invoice');
    const cards = await screen.findByRole('list', { name: 'Delivered orders without invoice' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first.textContent).toBe('Order #40Carl FergusonPriority · Sofa 40Created Jan 5, 2026 · Delivered Jan 9, 2026, 5:45 PM');
    expect(within(first).getByRole('link', { name: 'Order #40' }).getAttribute('href')).toBe('/orders/40');
  });
});
