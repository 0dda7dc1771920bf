import { beforeAll, describe, expect, it } from 'vitest';
import { zDashboardOrders, zDashboardOutstanding, zDashboardPackages, zDashboardRevenue } from '../../src/domain/admin-dashboard';
import { shippingMethodLabels, type ShippingMethod } from '../../src/domain/shipping-methods';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { AdminDashboardPage } from '../helpers/e2e/pages/admin-dashboard-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

// Runs alone (tests/e2e/vitest.config.ts): it compares the screen with the API over the whole demo data.
useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const orders = 'Orders, last 30 days';
const packages = 'Packages at each checkpoint';
const payments = 'Payments, last 30 days';
let admin: string;
beforeAll(async () => {
  admin = await apiToken(baseUrl, 'admin@demo.test');
});

/** 'Nov 28, 2026', as a Nassau calendar reads the day. */
const dayText = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Nassau' }).format(new Date(`${date}T12:00:00Z`));
/** '$1,234.50' from cents, worked out here rather than with the app's formatter. */
const dollarsText = (cents: number) => `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const openDashboard = async () => {
  await signInTo('/orders');
  await new ShellPage(page).openFromDrawer('Dashboard');
  await page.waitForURL(`${baseUrl}/admin/dashboard`, settle);
  return new AdminDashboardPage(page);
};

describe('Admin dashboard', () => {
  it('opens from the drawer with the three charts drawn from the demo data and the outstanding cards', async () => {
    const dashboard = await openDashboard();
    for (const title of [orders, packages, payments]) await dashboard.chartDrawn(title);
    const outstanding = zDashboardOutstanding.parse(await apiGet(baseUrl, '/dashboard/outstanding', admin));
    const cards = dashboard.section('Outstanding');
    const unpaid = outstanding.unpaid_invoices.count;
    await expect(cards.getByRole('link', { name: `${unpaid} unpaid invoice${unpaid === 1 ? '' : 's'}` }).getAttribute('href')).resolves.toBe('/reports/unpaid/invoices');
    await expect(cards.getByRole('link', { name: /outstanding deliver/ }).getAttribute('href')).resolves.toBe('/deliveries');
    await cards.getByText(dollarsText(outstanding.unpaid_invoices.total_cents), { exact: true }).waitFor(settle);
    // The banner's waits open the packages list filtered as the banner's links are.
    const onTheWay = dashboard.section(packages).getByRole('link', { name: /on the way over 2 days/ });
    await expect(onTheWay.getAttribute('href')).resolves.toBe('/packages?checkpoint=17&minDays=2');
  });

  it('shows the same figures in the tables as the API answers the same admin', async () => {
    const dashboard = await openDashboard();
    const ordersAnswer = zDashboardOrders.parse(await apiGet(baseUrl, '/dashboard/orders', admin));
    const orderRows = await dashboard.tableRows(orders);
    expect(ordersAnswer.days.some((day) => day.total > 0)).toBe(true);
    expect(await dashboard.tableHeader(orders)).toEqual(['Day', 'Total', ...ordersAnswer.methods.map((method) => shippingMethodLabels[method as ShippingMethod])]);
    expect(orderRows).toEqual(ordersAnswer.days.map((day) => [dayText(day.date), String(day.total), ...ordersAnswer.methods.map((method) => String(day.by_method[method]))]));

    const packagesAnswer = zDashboardPackages.parse(await apiGet(baseUrl, '/dashboard/packages', admin));
    expect(await dashboard.tableRows(packages)).toEqual(packagesAnswer.checkpoints.map((checkpoint) => [checkpoint.name, String(checkpoint.count)]));

    const revenueAnswer = zDashboardRevenue.parse(await apiGet(baseUrl, '/dashboard/revenue', admin));
    expect(revenueAnswer.totals.total_cents).toBeGreaterThan(0);
    const revenueRows = await dashboard.tableRows(payments);
    expect(revenueRows.map((row) => row.slice(0, 2))).toEqual(revenueAnswer.days.map((day) => [dayText(day.date), dollarsText(day.total_cents)]));
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('exports a chart\'s figures as CSV: the header, then a line a day, money in plain dollars', async () => {
    const dashboard = await openDashboard();
    const answer = zDashboardRevenue.parse(await apiGet(baseUrl, '/dashboard/revenue', admin));
    await dashboard.chartDrawn(payments);
    const csv = await dashboard.downloadCsv(payments);
    expect(csv.name).toBe(`payments-${answer.first_day}-to-${answer.last_day}.csv`);
    expect(csv.lines[0]).toBe('Day,Total,Online,Cash,Check,Card,Bank,Cash at Madeira,Cash at Harbor Bay');
    expect(csv.lines).toHaveLength(31);
    const last = answer.days[29]!;
    expect(csv.lines[30]!.split(',').slice(0, 2)).toEqual([last.date, dollarsText(last.total_cents).replace(/[$,]/g, '')]);
  });

  it('fits a 390 px phone with every table open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo('/admin/dashboard');
    const dashboard = new AdminDashboardPage(page);
    for (const title of [orders, packages, payments]) {
      await dashboard.chartDrawn(title);
      await dashboard.tableRows(title);
    }
    // A wide table scrolls inside its own box; only that box may pass the edge.
    const { wide, small } = await phoneFitProblems(page);
    expect(wide.filter((problem) => !problem.startsWith('table'))).toEqual([]);
    expect(small).toEqual([]);
  });

  it('sends a special admin (owner@demo.test) to orders, with no Dashboard in the drawer', async () => {
    await signInTo('/orders', 'owner@demo.test');
    expect(await new ShellPage(page).drawerEntries()).not.toContain('Dashboard');
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL(`${baseUrl}/orders`, settle);
  });
});
