import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/app/session/session-store';
import { dashboardMessages } from '../../../src/domain/client-dashboard';
import { orderMessages } from '../../../src/domain/orders';
import { json, refusal } from '../../helpers/app/fake-api';
import { customer, dashboardApi, historyOrder, historyPackage, historyPage, renderDashboard, signInAsCustomer } from './client-fixtures';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => signInAsCustomer());
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const travelled = historyPackage(71, {
  description: 'Running shoes',
  checkpoint: { id: 17, name: 'On the way to Nassau' },
  checkpoint_at: '2026-03-05T15:30:00.000Z',
  trackings: [
    { name: 'On the way to Nassau', created_at: '2026-03-05T15:30:00.000Z' },
    { name: 'Received at Miami warehouse', created_at: '2026-03-04T13:05:00.000Z' },
  ],
});
const waiting = historyPackage(72, { package_type: 'envelope', description: 'Papers' });

// Times are Nassau's (UTC-5 until its clocks go forward on March 8, 2026); Intl puts a narrow no-break space before AM and PM.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const openHistory = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: 'Order History' }));
  return screen.findByRole('list', { name: 'Your orders' });
};

describe('the Order History tab', { timeout: 20_000 }, () => {
  it('shows each order with its date, method, vendor, status and invoice, linking to the order', async () => {
    dashboardApi({
      orders: [
        historyOrder(7, { packages: [travelled, waiting], invoice_id: 55, invoice_pseudo_id: '26-000055', invoice_paid: true, status: 'on-route' }),
        historyOrder(6, { delivery: 'standard', vendor: 'Shein' }),
      ],
    });
    renderDashboard();
    const list = within(await openHistory());
    const [first, second] = list.getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Your orders');
    const order = within(first!);
    expect(order.getByRole('link', { name: 'Order #7' }).getAttribute('href')).toBe('/orders/7');
    expect(order.getByText('On-route', { exact: false })).toBeTruthy();
    expect(first!.textContent).toContain('Date: Mar 4, 2026');
    expect(first!.textContent).toContain('Method: Priority');
    expect(first!.textContent).toContain('Vendor: Amazon');
    expect(order.getByRole('link', { name: '#26-000055 (paid)' }).getAttribute('href')).toBe('/invoices/55');
    expect(first!.textContent).toContain('2 packages');
    expect(second!.textContent).toContain('Method: Standard');
    expect(second!.textContent).toContain('Invoice: Not invoiced yet');
  });

  it("says where each package is now, and opens its history newest first", async () => {
    dashboardApi({ orders: [historyOrder(7, { packages: [travelled, waiting] })] });
    renderDashboard();
    await openHistory();
    const shoes = within(screen.getByRole('listitem', { name: `Package ${travelled.barcode}` }));
    expect(plain(shoes.getByTestId('package-now').textContent)).toBe('Now: On the way to Nassau, Mar 5, 2026, 10:30 AM');
    const toggle = shoes.getByRole('button', { name: 'Tracking history (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = within(await shoes.findByRole('list', { name: `Tracking of package ${travelled.barcode}, newest first` })).getAllByRole('listitem');
    expect(steps.map((step) => plain(step.textContent))).toEqual(['On the way to Nassau · Mar 5, 2026, 10:30 AM', 'Received at Miami warehouse · Mar 4, 2026, 8:05 AM']);
    const papers = within(screen.getByRole('listitem', { name: `Package ${waiting.barcode}` }));
    expect(papers.getByTestId('package-now').textContent).toBe('Now: Not scanned yet');
    expect(papers.getByText(orderMessages.trackingEmpty)).toBeTruthy();
  });

  it('pages through a long history ten at a time, keeping the tab and page in the address', async () => {
    const api = dashboardApi();
    api.on('GET', `/users/${customer.id}/orders/list`, ({ query }) => {
      const page = Number(query.get('page'));
      const rows = page === 1 ? Array.from({ length: 10 }, (_, i) => historyOrder(30 - i)) : [historyOrder(20), historyOrder(19)];
      return json(200, historyPage(rows, page, 12));
    });
    renderDashboard();
    await openHistory();
    await screen.findByRole('link', { name: 'Order #30' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Order #19' });
    expect(screen.queryByRole('link', { name: 'Order #30' })).toBeNull();
    expect(api.sent('GET', `/users/${customer.id}/orders/list`).map((request) => request.query.get('page'))).toEqual(['1', '2']);
    // Back from an order lands on the same tab and page.
    fireEvent.click(screen.getByRole('link', { name: 'Order #19' }));
    await screen.findByText('Order page 19');
  });

  it('opens straight on the tab and page the address names', async () => {
    const api = dashboardApi();
    api.on('GET', `/users/${customer.id}/orders/list`, ({ query }) => json(200, historyPage([historyOrder(5)], Number(query.get('page')), 12)));
    renderDashboard('/client/dashboard?tab=orders&page=2');
    await screen.findByRole('link', { name: 'Order #5' });
    expect(screen.getByRole('tab', { name: 'Order History', selected: true })).toBeTruthy();
    await waitFor(() => expect(api.sent('GET', `/users/${customer.id}/orders/list`).map((request) => request.query.get('page'))).toEqual(['2']));
  });

  it("says the spec's empty text when there are no orders", async () => {
    dashboardApi({ orders: [] });
    renderDashboard();
    fireEvent.click(await screen.findByRole('tab', { name: 'Order History' }));
    await screen.findByText(dashboardMessages.noOrders);
    expect(screen.queryByRole('list', { name: 'Your orders' })).toBeNull();
  });

  it('offers a retry when the history cannot be read', async () => {
    const api = dashboardApi();
    api.on('GET', `/users/${customer.id}/orders/list`, () => refusal(500, 'The history is unavailable.'));
    renderDashboard();
    fireEvent.click(await screen.findByRole('tab', { name: 'Order History' }));
    await screen.findByText('The history is unavailable.');
    api.on('GET', `/users/${customer.id}/orders/list`, () => json(200, historyPage([historyOrder(9)])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Order #9' });
  });
});
