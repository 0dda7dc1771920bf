import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { settleAnimations } from '../helpers/e2e/blocking-violations';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, type Order } from '../../src/domain/orders';
import type { PackagesPage as PackagesAnswer } from '../../src/domain/packages';
import { uploadMessages } from '../../src/domain/uploads';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { OrderDetailPage } from '../helpers/e2e/pages/order-detail-page';
import { smallPdf, smallPng } from '../helpers/server/multipart';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Debounced searches and refetches on a busy test machine can take a few seconds to show.
const settle = { timeout: 10_000 };

const tag = uniqueTag();
const vendor = `Vendor ${tag}`;
let customer: TestCustomer;
let order: Order;

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  customer = await createCustomer(baseUrl, 'Della', `Detail${tag}`, 1);
  order = await createOrder(baseUrl, customer.id, defaultPackages(tag), vendor);
});

const openAs = async (email: string, id = order.id) => {
  await signInTo(`/orders/${id}`, email);
  const detail = new OrderDetailPage(page);
  await detail.ready(id);
  return detail;
};

const orderAs = (email: string) => async () => apiGet<Order>(baseUrl, `/orders/${order.id}`, await apiToken(baseUrl, email));

describe('Order detail', () => {
  it('shows the header fields, the location banner, and each package with its items', async () => {
    const detail = await openAs('worker@demo.test');
    await detail.field('Customer', customer.full_name).waitFor();
    await detail.field('Dept #', customer.id).waitFor();
    await detail.field('Email', customer.email).waitFor();
    await detail.field('Delivery method', 'Priority').waitFor();
    await detail.field('Vendor', vendor).waitFor();
    await detail.field('Tracking', 'UPS 1Z999AA10123456784').waitFor();
    await detail.field('Invoice in box', 'Yes').waitFor();
    await detail.field('Comments', 'Leave at the side door').waitFor();
    await expect(page.getByText(/^Created: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).count()).resolves.toBe(1);

    await expect(detail.locationBanner().innerText()).resolves.toContain('Location: Madeira');
    // A $2 bookmark is under the $5 threshold.
    await page.getByText(orderMessages.lowUnitPrice).waitFor();

    const [first, second] = order.packages;
    const card = detail.packageCard(1, 2);
    const text = await card.innerText();
    expect(text).toContain(`Shoes ${tag}`);
    expect(text).toContain('Weight: 3.5 lbs');
    expect(text).toContain('Dimensions (L × W × H): 30 × 20 × 12 cm');
    expect(text).toContain('Items: 2');
    expect(text).toContain('Vendor shipping: $5.00');
    expect(text).toContain('Tax: $1.25');
    expect(text).toContain(`Barcode: ${first!.barcode}`);
    expect(text).toMatch(new RegExp(`Running shoes ${tag}[\\s\\S]*Quantity: 2[\\s\\S]*Price per unit: \\$49\\.99[\\s\\S]*Hazard: No[\\s\\S]*Fragile: Yes`, 'i'));
    await expect(detail.packageCard(2, 2).innerText()).resolves.toContain(`Barcode: ${second!.barcode}`);

    const label = card.getByRole('link', { name: 'Shipping Label' });
    await expect(label.getAttribute('href')).resolves.toBe(`/packages/${first!.id}/label`);
    await expect(label.getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByRole('link', { name: 'Edit', exact: true }).getAttribute('href')).resolves.toBe(`/orders/${order.id}/edit`);
    // Worker: no Open/Close (admin) and no Delete (special users).
    await expect(detail.button(/Close Order|Open Order/).count()).resolves.toBe(0);
    await expect(detail.button('Delete').count()).resolves.toBe(0);
  });

  it('opens the shipping label in a new tab', async () => {
    const detail = await openAs('worker@demo.test');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), detail.packageCard(1, 2).getByRole('link', { name: 'Shipping Label' }).click()]);
    await tab.waitForURL(`${baseUrl}/packages/${order.packages[0]!.id}/label`);
    await tab.getByText(`Package 1 of 2`).waitFor();
    await tab.close();
  });

  it('shows tracking oldest first, and the empty text for a package never scanned', async () => {
    const detail = await openAs('worker@demo.test');
    await detail.packageCard(1, 2).getByRole('button', { name: 'Tracking' }).click();
    await detail.dialog().getByRole('heading', { name: 'Tracking Information' }).waitFor();
    await detail.dialog().getByText(orderMessages.trackingEmpty).waitFor();
    await detail.closeDialog();

    // A demo package that has travelled: its history starts in Miami (checkpoint 12).
    const token = await apiToken(baseUrl, 'admin@demo.test');
    const travelled = (await apiGet<PackagesAnswer>(baseUrl, '/packages/paginated?checkpoint=17', token)).data[0]!;
    const history = await apiGet<{ data: { name: string; created_at: string }[] }>(baseUrl, `/packages/${travelled.id}/trackings`, token);
    const demoOrder = await apiGet<Order>(baseUrl, `/orders/${travelled.order_id}`, token);
    const position = demoOrder.packages.findIndex((p) => p.id === travelled.id) + 1;
    await detail.open(baseUrl, travelled.order_id);
    await detail.packageCard(position, demoOrder.packages.length).getByRole('button', { name: 'Tracking' }).click();
    const entries = detail.dialog().getByRole('listitem');
    await entries.first().waitFor();
    const oldestFirst = [...history.data].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)).map((entry) => entry.name);
    const shown = (await entries.allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
    expect(shown).toEqual(oldestFirst);
    expect(shown.at(-1)).toBe(travelled.checkpoint);
  });

  it('uploads an invoice PDF and an image through the dialogs, lists them, and deletes the image', async () => {
    // A special worker: staff uploads are stored as Manual, which only special users see listed.
    const detail = await openAs('manager@demo.test');
    await detail.openDialog(/Uploaded Invoices/, 'Uploaded Invoices');
    await detail.dialog().getByText('No invoice files have been uploaded for this order.').waitFor();
    await detail.upload('Invoice files', [{ name: `invoice-${tag}.pdf`, mimeType: 'application/pdf', buffer: smallPdf() }]);
    await page.getByText('1 invoice file uploaded.').waitFor();
    const link = detail.dialog().getByRole('link', { name: `invoice-${tag}.pdf` });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    // A link signed for this user opens the file; the session token never appears in it.
    expect(href).toMatch(/^\/api\/files\/\d+\/[0-9a-f-]+\.pdf\?user=\d+&expires=\d+&signature=[\w-]+$/);
    const served = await fetch(`${baseUrl}${href}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // Removing invoice files is for admins.
    await expect(detail.dialog().getByRole('button', { name: /^Remove / }).count()).resolves.toBe(0);

    // A file over 10 MB is refused before it is sent, with the spec's message.
    await detail.choose('Invoice files', [{ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32) }]);
    await detail.dialog().getByText(`huge.pdf: ${uploadMessages.tooLarge}`).waitFor();
    await expect(detail.dialog().getByRole('button', { name: 'Upload', exact: true }).isDisabled()).resolves.toBe(true);
    await detail.closeDialog();
    await detail.button('Uploaded Invoices (1)').waitFor();

    await detail.openDialog(/Uploaded Images/, 'Uploaded Images');
    await detail.upload('Images', [{ name: `parcel-${tag}.png`, mimeType: 'image/png', buffer: smallPng() }]);
    await page.getByText('1 image uploaded.').waitFor();
    const thumbnail = detail.dialog().getByRole('img', { name: `parcel-${tag}.png` });
    await thumbnail.waitFor();
    // The served thumbnail is the uploaded 2×2 PNG itself, so its natural width proves the bytes came back intact.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), settle).toBe(2);
    await page.screenshot({ path: 'tests/e2e/artifacts/order-detail-images-1280.png' });

    await detail.dialog().getByRole('button', { name: `Delete parcel-${tag}.png` }).click();
    await detail.confirm('Delete Image', 'Delete');
    await page.getByText('The image was deleted.').waitFor();
    await thumbnail.waitFor({ state: 'detached' });
    const after = await orderAs('manager@demo.test')();
    expect(after.uploads.map((u) => u.file_name)).toEqual([`invoice-${tag}.pdf`]);
    expect(after.images).toEqual([]);
  });

  it('lets an admin close the order and open it again', async () => {
    const detail = await openAs('admin@demo.test');
    await detail.field('Status', 'Open').waitFor();
    await detail.button('Close Order').click();
    await page.getByText(`Order #${order.id} was closed.`).waitFor();
    await detail.field('Status', 'Closed').waitFor();
    await expect.poll(async () => (await orderAs('admin@demo.test')()).completed, settle).toBe(true);
    await detail.button('Open Order').click();
    await page.getByText(`Order #${order.id} was reopened.`).waitFor();
    await detail.field('Status', 'Open').waitFor();
    await expect.poll(async () => (await orderAs('admin@demo.test')()).completed, settle).toBe(false);
  });

  it('lets a special user delete an order after confirming, and it is gone from the list', async () => {
    const doomed = await createOrder(baseUrl, customer.id, defaultPackages(`${tag}x`), `Doomed ${tag}`);
    const detail = await openAs('owner@demo.test', doomed.id);
    await detail.button('Delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete Order' });
    await confirm.waitFor();
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await detail.button('Delete').click();
    await detail.confirm('Delete Order', 'Delete Order');
    await page.getByText(`Order #${doomed.id} was deleted.`).waitFor();
    await page.waitForURL(`${baseUrl}/orders`);
    await page.getByPlaceholder('Search by client, order or invoice').fill(String(doomed.id));
    await page.getByText(/No orders match/).waitFor();
    const token = await apiToken(baseUrl, 'owner@demo.test');
    await expect(apiGet(baseUrl, `/orders/${doomed.id}`, token)).rejects.toThrow('404');
  });

  it('shows a basic user the order without staff actions or the location banner', async () => {
    const detail = await openAs('basic@demo.test');
    await detail.field('Vendor', vendor).waitFor();
    await expect(page.getByRole('link', { name: 'Edit', exact: true }).count()).resolves.toBe(0);
    await expect(detail.locationBanner().count()).resolves.toBe(0);
    await expect(detail.packageCard(1, 2).getByRole('link', { name: 'Shipping Label' }).count()).resolves.toBe(0);
  });

  it('has no serious or critical axe findings in its dialogs', async () => {
    const detail = await openAs('owner@demo.test');
    const blocking = async () => {
      await settleAnimations(page);
      return (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await detail.openDialog(/Uploaded Invoices/, 'Uploaded Invoices');
    expect(await blocking()).toEqual([]);
    await detail.closeDialog();
    await detail.openDialog(/Uploaded Images/, 'Uploaded Images');
    expect(await blocking()).toEqual([]);
    await detail.closeDialog();
    await detail.packageCard(1, 2).getByRole('button', { name: 'Tracking' }).click();
    await detail.dialog().getByText(orderMessages.trackingEmpty).waitFor();
    expect(await blocking()).toEqual([]);
  });

  it.each([375, 1280])('fits a %i px screen', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await openAs('admin@demo.test');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `tests/e2e/artifacts/order-detail-${width}.png`, fullPage: true });
    await page.screenshot({ path: `tests/e2e/artifacts/order-detail-${width}-top.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
