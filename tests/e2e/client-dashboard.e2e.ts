import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/domain/auth';
import { addressSuffixes, dashboardMessages } from '../../src/domain/client-dashboard';
import type { InvoiceRow } from '../../src/domain/invoices';
import { zOrderHistoryPage } from '../../src/domain/order-history';
import type { Order } from '../../src/domain/orders';
import { zUsAddress, type UsAddress } from '../../src/domain/settings';
import { apiGet, apiPost, apiSession } from '../helpers/e2e/api';
import { blockingViolations, settleAnimations } from '../helpers/e2e/blocking-violations';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { CartPopup } from '../helpers/e2e/pages/cart-popup';
import { ClientDashboardPage, UsAddressCard } from '../helpers/e2e/pages/client-dashboard-page';
import { OrderDetailPage } from '../helpers/e2e/pages/order-detail-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { smallPdf } from '../helpers/server/multipart';
import { baseUrl, context, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Refetches after a change on a busy test machine can take a few seconds to show.
const settle = { timeout: 15_000 };
const customerEmail = 'personal@demo.test';
const tag = uniqueTag();

let admin: LoginResponse;
let worker: LoginResponse;
let customer: LoginResponse;
/** An order of the demo customer whose first package was received in Miami. */
let scanned: Order;

/** A change as the app sends it (PUT and the invoice calls that take no body). */
const send = async <T>(method: string, path: string, token: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** What the API says the Miami address is now: the dashboard must show exactly that. */
const usAddress = async () => zUsAddress.parse(await apiGet(baseUrl, '/settings/us-address', customer.token));
const line = (address: UsAddress, userId: number, letter: string) => `${address.street}, Dept # ${userId}${letter}`;

const openDashboard = async (email = customerEmail, path = '/client/dashboard') => {
  await signInTo(path, email);
  const dashboard = new ClientDashboardPage(page);
  await dashboard.ready();
  return dashboard;
};

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  [admin, worker, customer] = await Promise.all([apiSession(baseUrl, 'admin@demo.test'), apiSession(baseUrl, 'worker@demo.test'), apiSession(baseUrl, customerEmail)]);
  scanned = await createOrder(baseUrl, customer.user.id, defaultPackages(tag), `Dashboard ${tag}`);
  await apiPost(baseUrl, '/scan', worker.token, { userID: worker.user.id, data: { checkpoint: 12, qrcodes: [scanned.packages[0]!.barcode] } });
});

describe('Client dashboard', () => {
  it('shows personal@demo.test the US address with their Dept # and the four suffixes, and copies one', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const dashboard = await openDashboard();
    const address = await usAddress();
    const id = customer.user.id;
    await dashboard.addressCard().getByText(`Dept # ${id} and a letter below`).waitFor();
    await dashboard.addressCard().getByText(`${address.city}, ${address.state} ${address.zip}`).waitFor();
    for (const { letter, explanation } of addressSuffixes) {
      await dashboard.suffixLine(letter).getByText(line(address, id, letter), { exact: true }).waitFor();
      await dashboard.suffixLine(letter).getByText(explanation).waitFor();
    }
    await dashboard.copyButton('C').click();
    await dashboard.suffixLine('C').getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line(address, id, 'C'));
  });

  it("lists their invoices and order history with a package's checkpoint; an order opens read-only and takes their invoice", async () => {
    const invoices = (await apiGet<{ data: InvoiceRow[] }>(baseUrl, `/users/${customer.user.id}/invoices?status=paid`, customer.token)).data;
    const dashboard = await openDashboard();
    // A paid invoice stays paid, whatever other files do with the demo customer's cart meanwhile.
    const paid = invoices[0]!;
    await dashboard.invoiceSection('Paid').getByRole('link', { name: `Invoice #${paid.pseudo_id}`, exact: true }).waitFor(settle);

    await dashboard.openTab('Order History');
    const order = dashboard.order(scanned.id);
    await order.waitFor(settle);
    const [received, unscanned] = scanned.packages;
    const history = zOrderHistoryPage.parse(await apiGet(baseUrl, `/users/${customer.user.id}/orders/list`, customer.token));
    const now = history.data.find((row) => row.id === scanned.id)!.packages[0]!;
    expect(now.checkpoint?.name).toBe('Received at Miami warehouse');
    const shoes = dashboard.package(received!.barcode);
    await expect(shoes.getByTestId('package-now').innerText()).resolves.toMatch(/^Now: Received at Miami warehouse, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await shoes.getByRole('button', { name: 'Tracking history (1)' }).click();
    await shoes.getByRole('list', { name: `Tracking of package ${received!.barcode}, newest first` }).getByText('Received at Miami warehouse').waitFor();
    await dashboard.package(unscanned!.barcode).getByText('Now: Not scanned yet').waitFor();

    await order.getByRole('link', { name: `Order #${scanned.id}`, exact: true }).click();
    await page.waitForURL(`${baseUrl}/orders/${scanned.id}`);
    const detail = new OrderDetailPage(page);
    await detail.ready(scanned.id);
    await detail.field('Vendor', `Dashboard ${tag}`).waitFor();
    for (const staffOnly of ['Edit', 'Flag user', 'Generate Invoice', /Uploaded Images/]) await expect(detail.button(staffOnly).count()).resolves.toBe(0);
    await expect(detail.packageCard(1, 2).getByRole('link', { name: 'Shipping Label' }).count()).resolves.toBe(0);
    await detail.openDialog(/Uploaded Invoices/, 'Uploaded Invoices');
    await detail.upload('Invoice files', [{ name: `receipt-${tag}.pdf`, mimeType: 'application/pdf', buffer: smallPdf() }]);
    await page.getByText('1 invoice file uploaded.').waitFor(settle);
    await detail.dialog().getByRole('link', { name: `receipt-${tag}.pdf` }).waitFor(settle);
    const stored = await apiGet<Order>(baseUrl, `/orders/${scanned.id}`, customer.token);
    expect(stored.uploads.map((upload) => [upload.file_name, upload.origin])).toEqual([[`receipt-${tag}.pdf`, 'Customer']]);
    expect(await blockingViolations(page)).toEqual([]);
    await detail.closeDialog();

    // Back on the dashboard, Order History is where they left it.
    await page.goBack();
    await dashboard.order(scanned.id).waitFor(settle);
  });

  it("shows a fresh customer the spec's empty texts, then an approved online invoice to add to their cart", async () => {
    const fresh = await createCustomer(baseUrl, 'Fay', `Fresh${tag}`, 2);
    const dashboard = await openDashboard(fresh.email);
    await page.getByText(dashboardMessages.noInvoices, { exact: true }).waitFor(settle);
    await dashboard.openTab('Order History');
    await page.getByText(dashboardMessages.noOrders, { exact: true }).waitFor(settle);

    // An order with an invoice still being prepared: neither approved nor paid yet.
    // Its first package alone: every unit price at least $5, so the office may invoice it.
    const order = await createOrder(baseUrl, fresh.id, defaultPackages(`${tag}f`).slice(0, 1), `Fresh ${tag}`);
    const { id: invoiceId, pseudo_id: pseudoId } = await send<{ id: number; pseudo_id: string }>('POST', `/invoices?orderID=${order.id}`, admin.token);
    await page.reload();
    await dashboard.ready();
    await dashboard.openTab('Invoices');
    await dashboard.invoiceSection('Approved').getByText(dashboardMessages.noApprovedInvoices, { exact: true }).waitFor(settle);
    await dashboard.invoiceSection('Paid').getByText(dashboardMessages.noPaidInvoices, { exact: true }).waitFor();

    await send('PUT', `/invoices/${invoiceId}`, admin.token, { type: 'online' });
    await send('POST', `/invoices/${invoiceId}/approve`, admin.token);
    await page.reload();
    await dashboard.ready();
    const approved = dashboard.invoiceSection('Approved');
    await approved.getByRole('button', { name: `Add to cart: invoice #${pseudoId}` }).click(settle);
    const cart = new CartPopup(page);
    await cart.item(pseudoId).waitFor(settle);
    await approved.getByText('In cart', { exact: true }).waitFor(settle);
  });

  it("an admin's change of the Miami address on Offices is what a customer's dashboard shows", async () => {
    const before = await usAddress();
    const moved = { street: `${3000 + (Date.now() % 1000)} NW 79th Ave`, city: 'Miami', state: 'FL', zip: '33166', phone: '+1 305 555 0142' };
    try {
      await signInTo('/offices', 'admin@demo.test');
      const card = new UsAddressCard(page);
      await card.card().getByRole('button', { name: 'Edit' }).waitFor(settle);
      await card.edit({ Street: moved.street, City: moved.city, State: 'fl', 'ZIP code': moved.zip, Phone: moved.phone });
      await card.card().getByText(moved.street, { exact: true }).waitFor(settle);
      expect(await usAddress()).toEqual(moved);

      const dashboard = await openDashboard();
      await dashboard.suffixLine('N').getByText(line(moved, customer.user.id, 'N'), { exact: true }).waitFor(settle);
      await dashboard.addressCard().getByText('Miami, FL 33166').waitFor();
    } finally {
      await send('PUT', '/settings/us-address', admin.token, before);
    }
  });

  /** On a phone nothing may be wider than the screen and every control takes a thumb; on a desktop nothing scrolls sideways. */
  const fits = async (width: number) =>
    width < 768 ? phoneFitProblems(page) : { wide: (await page.evaluate(() => document.documentElement.scrollWidth)) > width ? ['the page scrolls sideways'] : [], small: [] };

  it.each([375, 390, 1280])('fits a %i px screen, both tabs, with no blocking axe findings', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    const dashboard = await openDashboard();
    await dashboard.invoiceSection('Paid').waitFor(settle);
    await page.waitForLoadState('networkidle');
    await settleAnimations(page);
    await page.screenshot({ path: `tests/e2e/artifacts/client-dashboard-${width}.png`, fullPage: true });
    expect(await fits(width)).toEqual({ wide: [], small: [] });
    expect(await blockingViolations(page)).toEqual([]);
    await dashboard.openTab('Order History');
    await dashboard.order(scanned.id).waitFor(settle);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `tests/e2e/artifacts/client-dashboard-orders-${width}.png`, fullPage: true });
    expect(await fits(width)).toEqual({ wide: [], small: [] });
    expect(await blockingViolations(page)).toEqual([]);
  });
});
