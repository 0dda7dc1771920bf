import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboardScreen } from '../../../src/app/areas/admin-dashboard';
import { sessionStore } from '../../../src/app/session/session-store';
import type { DashboardOrders, DashboardPackages, DashboardRevenue } from '../../../src/domain/admin-dashboard';
import { fakeApi, json, refusal } from '../../helpers/app/fake-api';
import { renderWithProviders } from '../../helpers/app/render';
import { catchDownloads, signInAsAdmin } from '../reports/render-reports';

configure({ asyncUtilTimeout: 5_000 });

const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10));
const zeroMoney = { online: 0, cash: 0, check: 0, card: 0, bank: 0 };
const branches = (madeira: number, harborBay: number) => [
  { id: 1, name: 'Madeira', cash_cents: madeira },
  { id: 2, name: 'Harbor Bay', cash_cents: harborBay },
];
// The last day: $12.34 cash at Madeira and $5.15 by card; every other day nothing.
const revenue: DashboardRevenue = {
  first_day: days[0]!,
  last_day: days[29]!,
  days: days.map((date, i) =>
    i === 29
      ? { date, total_cents: 1749, by_type: { ...zeroMoney, cash: 1234, card: 515 }, cash_by_branch: branches(1234, 0) }
      : { date, total_cents: 0, by_type: zeroMoney, cash_by_branch: branches(0, 0) },
  ),
  totals: { total_cents: 1749, by_type: { ...zeroMoney, cash: 1234, card: 515 }, cash_by_branch: branches(1234, 0) },
};
const noOrders: DashboardOrders = { first_day: days[0]!, last_day: days[29]!, methods: [], days: days.map((date) => ({ date, total: 0, by_method: {} })) };
const packages: DashboardPackages = {
  checkpoints: [
    { id: 12, name: 'Received at Miami warehouse', count: 4 },
    { id: 17, name: 'On the way to Nassau', count: 2 },
  ],
  alerts: { on_the_way_2_days: 1, next_day_in_miami_2_days: 2, others_in_miami_4_days: 0 },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  signInAsAdmin();
  api = fakeApi();
  api.on('GET', '/dashboard/orders', () => json(200, noOrders));
  api.on('GET', '/dashboard/packages', () => json(200, packages));
  api.on('GET', '/dashboard/revenue', () => json(200, revenue));
  api.on('GET', '/dashboard/outstanding', () => json(200, { outstanding_deliveries: 3, unpaid_invoices: { count: 2, total_cents: 7567 } }));
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderWithProviders(<AdminDashboardScreen />, { path: '/admin/dashboard' });
const section = (name: string) => screen.getByRole('region', { name });

// Mantine screens in jsdom take seconds on a busy 2-core machine.
describe('the admin dashboard', { timeout: 20_000 }, () => {
  it('shows the outstanding work in dollars, each card linking to its screen', async () => {
    render();
    expect(await screen.findByText('$75.67')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 unpaid invoices' }).getAttribute('href')).toBe('/reports/unpaid/invoices');
    expect(within(section('Outstanding')).getByRole('link', { name: '3 outstanding deliveries' }).getAttribute('href')).toBe('/deliveries');
  });

  it('says so when a month holds no orders, and still offers its table and CSV', async () => {
    render();
    expect(await within(section('Orders, last 30 days')).findByText('No orders in the last 30 days.')).toBeTruthy();
    expect(within(section('Orders, last 30 days')).getByRole('button', { name: 'Export CSV of orders, last 30 days' })).toBeTruthy();
  });

  it('links the banner\'s waits to the packages list under the banner\'s filters', async () => {
    render();
    const link = await within(section('Packages at each checkpoint')).findByRole('link', { name: '2 next-day packages in Miami over 2 days' });
    expect(link.getAttribute('href')).toBe('/packages?checkpoint=12&method=next-day&minDays=2');
  });

  it('shows the payments table in dollars and exports the same figures as plain dollars', async () => {
    const saved = catchDownloads();
    render();
    const payments = () => section('Payments, last 30 days');
    fireEvent.click(await within(payments()).findByRole('button', { name: 'Show table of payments, last 30 days' }));
    const table = within(payments()).getByRole('table', { name: 'Payments taken per day by type, and cash by branch' });
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(within(last).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$17.49', '$0.00', '$12.34', '$0.00', '$5.15', '$0.00', '$12.34', '$0.00']);
    fireEvent.click(within(payments()).getByRole('button', { name: 'Export CSV of payments, last 30 days' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`payments-${days[0]}-to-${days[29]}.csv`);
    const lines = (await saved[0]!.text).split('\r\n');
    expect(lines[0]).toBe('Day,Total,Online,Cash,Check,Card,Bank,Cash at Madeira,Cash at Harbor Bay');
    expect(lines[30]).toBe(`${days[29]},17.49,0.00,12.34,0.00,5.15,0.00,12.34,0.00`);
    // The month's totals beside the chart: all payments, and cash at each branch.
    const card = (label: string) => within(payments()).getByText(label).parentElement!.textContent;
    expect([card('All payments, 30 days'), card('Cash at Madeira, 30 days'), card('Cash at Harbor Bay, 30 days')]).toEqual([
      '$17.49All payments, 30 days',
      '$12.34Cash at Madeira, 30 days',
      '$0.00Cash at Harbor Bay, 30 days',
    ]);
  });

  it('shows a chart\'s error with a retry that loads it again', async () => {
    let fail = true;
    api.on('GET', '/dashboard/packages', () => (fail ? refusal(500, 'The database is restarting') : json(200, packages)));
    render();
    expect(await within(section('Packages at each checkpoint')).findByText('The database is restarting')).toBeTruthy();
    fail = false;
    fireEvent.click(within(section('Packages at each checkpoint')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Packages at each checkpoint')).findByRole('link', { name: '1 package on the way over 2 days' })).toBeTruthy();
  });
});
