import { beforeAll, describe, expect, it } from 'vitest';
import { zEditedOrdersCounts, zUnpaidInvoicesPage } from '../../src/domain/reports';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { ReportPage, ReportsHubPage } from '../helpers/e2e/pages/reports-pages';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
/** Today in Nassau, the day the dialog opens on. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());
let admin: string;

beforeAll(async () => {
  admin = await apiToken(baseUrl, 'admin@demo.test');
  // An order made today, so the day's new orders are not nought.
  const tag = uniqueTag();
  const customer = await createCustomer(baseUrl, 'Rita', `Reports${tag}`, 1);
  await createOrder(baseUrl, customer.id, defaultPackages(tag));
});

const openHub = async () => {
  await signInTo('/orders');
  await new ShellPage(page).openFromDrawer('Reports');
  const hub = new ReportsHubPage(page);
  await hub.ready();
  return hub;
};

describe('Reports', () => {
  it('opens the unpaid invoices from the hub and downloads them all as CSV, the rows shown first among them', async () => {
    const hub = await openHub();
    await hub.open('Unpaid Invoices Report');
    await page.waitForURL(`${baseUrl}/reports/unpaid/invoices`, settle);
    const report = new ReportPage(page);
    await report.ready('Unpaid Invoices Report');
    const shown = await report.column('Unpaid invoices', 0);
    const total = await report.count('unpaid invoices');
    expect(shown.length).toBeGreaterThan(0);
    // The same first page as the API gives the admin, count included.
    const first = zUnpaidInvoicesPage.parse(await apiGet(baseUrl, '/invoices/unpaid?page=1', admin));
    expect(shown).toEqual(first.data.map((row) => row.pseudo_id));
    expect(total).toBe(first.meta.total);

    const csv = await report.downloadCsv();
    expect(csv.name).toBe('unpaid-invoices.csv');
    expect(csv.lines[0]).toBe('Invoice,Invoice ID,Order,Client,Client ID,Value,Status,Created at');
    // Every unpaid invoice, not the page: as many rows as the count says, the page's first.
    expect(csv.lines).toHaveLength(total + 1);
    expect(csv.lines.slice(1, shown.length + 1).map((line) => line.split(',')[0])).toEqual(shown);
    const firstRow = first.data[0]!;
    expect(csv.lines[1]).toContain(`${firstRow.pseudo_id},${firstRow.id},${firstRow.order_id},`);
    expect(csv.lines[1]).toContain(`,${firstRow.value.toFixed(2)},`);
  });

  it("shows today's new and edited orders in the hub's dialog", async () => {
    const hub = await openHub();
    const counts = await hub.countTodaysOrders();
    const expected = zEditedOrdersCounts.parse(await apiGet(baseUrl, `/reports/orders/edited?date=${today()}`, admin));
    expect(counts).toEqual({ created: expected.day_orders_count, edited: expected.day_edited_orders });
    expect(counts.created).toBeGreaterThan(0);
  });

  it('fits a phone: cards instead of tables, nothing past the edge, every button 44 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo('/reports/unpaid/invoices');
    await page.getByRole('list', { name: 'Unpaid invoices' }).waitFor(settle);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    const screens = [
      { path: '/reports', ready: () => page.getByRole('button', { name: 'New and Edited Orders' }) },
      // The result count: the rows, or the empty state, are in place by then.
      { path: '/reports/client-orders', ready: () => page.getByRole('status').filter({ hasText: 'with orders from' }) },
      { path: '/reports/delivered-no-invoice', ready: () => page.getByRole('status').filter({ hasText: 'without invoice' }) },
    ];
    for (const { path, ready } of screens) {
      await page.goto(`${baseUrl}${path}`);
      await ready().waitFor(settle);
      expect(await phoneFitProblems(page), path).toEqual({ wide: [], small: [] });
    }
  });
});
