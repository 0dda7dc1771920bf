import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesPage as DeliveriesPageData, Delivery } from '../../src/domain/deliveries';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { demoCustomerName, getOrder } from '../helpers/e2e/order-arrange';
import { saveOrderOffline } from '../helpers/e2e/offline-session';
import { DeliveriesPage } from '../helpers/e2e/pages/deliveries-page';
import { OrderFormPage } from '../helpers/e2e/pages/order-form-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, context, desktop, page, signInTo, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

// Debounced searches and refetches on a busy test machine can take a few seconds to show.
const settle = { timeout: 10_000 };

let token: string;
const listDeliveries = async (search = '', page = 1) =>
  apiGet<DeliveriesPageData>(baseUrl, `/deliveries?search=${encodeURIComponent(search)}&page=${page}`, token);
/** What the server says of one delivery now (the API has no single-delivery read, so the pages are walked). */
const deliveryById = async (id: number) => {
  for (let page = 1; ; page += 1) {
    const { data, meta } = await listDeliveries('', page);
    const found = data.find((d) => d.id === id);
    if (found || page >= meta.last_page) return found;
  }
};
const nameOf = (d: Delivery) => `${d.user.first_name} ${d.user.last_name}`;

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  token = await apiToken(baseUrl, 'worker@demo.test');
});

describe('Deliveries', () => {
  it('is in the worker drawer and lists the demo deliveries, flagged customers marked in words', async () => {
    const demo = await listDeliveries();
    expect(demo.data.length).toBeGreaterThan(0);
    await signInTo('/orders', 'worker@demo.test');
    await new ShellPage(page).openFromDrawer('Deliveries');
    const deliveries = new DeliveriesPage(page);
    await deliveries.ready();
    await expect.poll(() => deliveries.entries().count(), settle).toBe(demo.data.length);
    const headers = await deliveries.list().getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['Delivered', 'Customer', 'Directions', 'Time', 'Weight', 'Orders', 'Total', 'Date']);

    const flagged = demo.data.find((d) => d.flagged);
    const plain = demo.data.find((d) => !d.flagged);
    expect(flagged && plain).toBeTruthy();
    await expect(deliveries.entry(flagged!).getByText('Flagged', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(deliveries.entry(plain!).getByText('Flagged', { exact: true }).count()).resolves.toBe(0);
    const background = (d: Delivery) => deliveries.entry(d).evaluate((row) => getComputedStyle(row).backgroundColor);
    expect(await background(flagged!)).not.toBe(await background(plain!));

    // Delivered rows are locked for good.
    for (const d of demo.data.filter((row) => row.delivered)) await expect(deliveries.box(d).isDisabled()).resolves.toBe(true);
  });

  it("search narrows the list to the customer's deliveries", async () => {
    const demo = await listDeliveries();
    const target = demo.data.find((d) => !d.flagged) ?? demo.data[0]!;
    const expected = await listDeliveries(target.user.last_name);
    expect(expected.data.length).toBeLessThan(demo.data.length);
    await signInTo('/deliveries', 'worker@demo.test');
    const deliveries = new DeliveriesPage(page);
    await expect.poll(() => deliveries.entries().count(), settle).toBe(demo.data.length);
    await deliveries.search().fill(target.user.last_name);
    await expect.poll(() => deliveries.entries().count(), settle).toBe(expected.data.length);
    for (const d of expected.data) await deliveries.box(d).waitFor();
    await deliveries.search().fill('no delivery matches this');
    await page.getByText('No deliveries match "no delivery matches this".').waitFor(settle);
  });

  it('asks before ticking; the tick is permanent, the server records it, and a reload keeps it', async () => {
    const open = (await listDeliveries()).data.find((d) => !d.delivered && !d.flagged)!;
    expect(open).toBeTruthy();
    await signInTo('/deliveries', 'worker@demo.test');
    const deliveries = new DeliveriesPage(page);
    await deliveries.box(open).waitFor();

    await deliveries.box(open).click();
    const dialog = deliveries.confirmation();
    await dialog.getByText(`Mark delivery #${open.id} for ${nameOf(open)} as delivered? This cannot be undone.`).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(deliveries.box(open).isChecked()).resolves.toBe(false);
    expect((await deliveryById(open.id))!.delivered).toBe(false);

    await deliveries.tick(open);
    await expect.poll(() => deliveries.box(open).isChecked(), settle).toBe(true);
    await expect(deliveries.box(open).isDisabled()).resolves.toBe(true);
    await expect.poll(async () => (await deliveryById(open.id))!.delivered, settle).toBe(true);
    const recorded = (await deliveryById(open.id))!;
    expect(recorded.delivered_by?.first_name).toBe('Wes');
    await expect.poll(() => deliveries.entry(open).getByText('Pending sync').count(), settle).toBe(0);

    await page.reload();
    await deliveries.ready();
    await expect.poll(() => deliveries.box(open).isChecked(), settle).toBe(true);
    await expect(deliveries.box(open).isDisabled()).resolves.toBe(true);
  });

  it.each([375, 1280])('fits a %i px screen', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await signInTo('/deliveries', 'worker@demo.test');
    const deliveries = new DeliveriesPage(page);
    await deliveries.entries().first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `tests/e2e/artifacts/deliveries-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

describe('Deliveries and order creation offline', () => {
  it('queues a tick and an order while offline, shows them pending, and syncs both when back online', async () => {
    const open = (await listDeliveries()).data.find((d) => !d.delivered && !d.flagged)!;
    expect(open).toBeTruthy();
    const vendor = `Offline vendor ${Date.now().toString(36)}`;

    // Online first: the order form and the deliveries list save their reference data on the device.
    await signInTo('/orders/create/new', 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    await page.waitForLoadState('networkidle');
    const shell = new ShellPage(page);
    await shell.openFromDrawer('Deliveries');
    const deliveries = new DeliveriesPage(page);
    await deliveries.box(open).waitFor();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByText(/^Saved (just now|\d+ min ago)$/).waitFor(settle);
    await deliveries.savedNotice().waitFor();
    await deliveries.tick(open);
    await expect.poll(() => deliveries.box(open).isChecked(), settle).toBe(true);
    await expect(deliveries.box(open).isDisabled()).resolves.toBe(true);
    await deliveries.entry(open).getByText('Pending sync').waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    // Offline search works on the saved list.
    await deliveries.search().fill(open.user.last_name);
    await expect.poll(async () => (await deliveries.entries().count()) > 0, settle).toBe(true);
    await deliveries.entry(open).waitFor();
    expect((await deliveryById(open.id))!.delivered).toBe(false);

    await shell.openFromDrawer('Orders');
    await page.getByText('The orders list needs a connection.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create Order' }).click();
    await form.ready('Create New Order');
    const localRef = await saveOrderOffline(page, demoCustomerName, vendor);
    const pending = page.getByRole('listitem', { name: `Order ${localRef}` });
    await pending.getByText('Pending', { exact: true }).waitFor();
    await pending.getByText(`${demoCustomerName} · Dept #`, { exact: false }).waitFor();
    // The snackbar's close button has no name (a shared notification setting, reported); axe looks once it has gone.
    await page.locator('.mantine-Notification-root').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await blockingViolations(page)).toEqual([]);

    await context.setOffline(false);
    const link = pending.getByRole('link', { name: /^Order #\d+$/ });
    await link.waitFor({ timeout: 30_000 });
    const id = Number((await link.innerText()).replace('Order #', ''));
    const created = await getOrder(baseUrl, id);
    expect(created.vendor).toBe(vendor);
    expect(created.client_fullname).toBe(demoCustomerName);
    expect(created.packages.map((p) => p.barcode)).toEqual([expect.any(String)]);
    await expect.poll(async () => (await deliveryById(open.id))!.delivered, { timeout: 30_000 }).toBe(true);

    await link.click();
    await page.getByRole('heading', { name: `Order #${id}` }).waitFor();
  });
});
