import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/domain/invoices';
import { orderMessages, type Order } from '../../src/domain/orders';
import { formatDollars, parseCents } from '../../src/domain/pricing';
import { apiGet, apiPost, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { InvoicePage } from '../helpers/e2e/pages/invoice-page';
import { OrderDetailPage } from '../helpers/e2e/pages/order-detail-page';
import { blockingViolations, settleAnimations } from '../helpers/e2e/blocking-violations';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, pathname, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Refetches after an action on a busy test machine can take a few seconds to show.
const settle = { timeout: 10_000 };

const tag = uniqueTag();
let customer: TestCustomer;

/** Every unit price at least $5, so any staff member may generate the invoice. */
const packages = () => [
  {
    description: `Kitchen ${tag}`,
    weight: 4,
    length: 30,
    width: 20,
    height: 15,
    items: [
      { description: `Blender ${tag}`, unit_price: 59.99, quantity: 1 },
      { description: `Spatulas ${tag}`, unit_price: 6.5, quantity: 3 },
    ],
  },
];

const money = (dollars: number) => formatDollars(parseCents(dollars));
const invoiceAs = async (email: string, id: number) => apiGet<Invoice>(baseUrl, `/invoices/${id}`, await apiToken(baseUrl, email));

/** An order with its invoice generated through the API by a special worker, not yet typed or approved. */
const invoicedOrder = async () => {
  const order = await createOrder(baseUrl, customer.id, packages(), `Vendor ${tag}`);
  const created = await apiPost<{ id: number }>(baseUrl, `/invoices?orderID=${order.id}`, await apiToken(baseUrl, 'manager@demo.test'), {});
  return created.id;
};

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  customer = await createCustomer(baseUrl, 'Ivy', `Invoice${tag}`, 2);
});

describe('Invoice page', () => {
  it('lets an admin generate an order\'s invoice, choose Online, approve it, and pay it by cash', async () => {
    const order: Order = await createOrder(baseUrl, customer.id, packages(), `Vendor ${tag}`);
    await signInTo(`/orders/${order.id}`, 'admin@demo.test');
    const detail = new OrderDetailPage(page);
    await detail.ready(order.id);
    await detail.button('Generate Invoice').click();

    const invoicePage = new InvoicePage(page);
    await page.waitForURL(/\/invoices\/\d+$/);
    await invoicePage.ready();
    const id = Number(pathname().split('/').at(-1));
    // An unpaid invoice without a type: staff are asked how it will be paid; an admin may choose any type.
    const ask = invoicePage.dialog('Choose how this invoice will be paid');
    await ask.waitFor();
    expect(await ask.getByRole('radio').count()).toBe(5);
    await invoicePage.chooseType('Choose how this invoice will be paid', 'Online', 'Save');
    await page.getByText(/ will be paid by Online\.$/).waitFor();

    await invoicePage.button('Approve').click();
    await invoicePage.button('Unapprove').waitFor(settle);

    const approved = await invoiceAs('admin@demo.test', id);
    expect(approved.status).toBe('approved');
    expect(approved.type).toBe('online');
    await expect(invoicePage.invoiceNumber()).resolves.toBe(approved.pseudo_id);
    for (const [label, dollars] of [
      ['Shipping subtotal', approved.shipping_subtotal],
      ['Duty', approved.duty_total],
      ['Levy', approved.levy_total],
      ['VAT', approved.vat_total],
      ['Processing fee', approved.processing_fee],
      ['Grand total', approved.grandTotal],
    ] as const)
      await expect(invoicePage.amount(label)).resolves.toBe(money(dollars));
    const table = page.getByRole('table', { name: 'Invoiced packages' });
    await table.getByText(order.packages[0]!.barcode).waitFor();
    await expect(invoicePage.menuItems()).resolves.toEqual(['Unapprove', 'Pay', 'Change type', 'Add to cart', 'Print']);
    await page.keyboard.press('Escape');

    await invoicePage.pay('Cash');
    await invoicePage.paidStamp().waitFor(settle);
    await page.screenshot({ path: 'tests/e2e/artifacts/invoice-paid-1280.png', fullPage: true });
    const paid = await invoiceAs('admin@demo.test', id);
    expect(paid.status).toBe('paid');
    expect(paid.payment_method).toBe('cash');
    await expect(invoicePage.amount('Grand total')).resolves.toBe(money(paid.grandTotal));
    await expect(invoicePage.button('Pay').count()).resolves.toBe(0);
  });

  it('lets a special user add a named fee, and the grand total changes with it', async () => {
    const id = await invoicedOrder();
    await signInTo(`/invoices/${id}`, 'manager@demo.test');
    const invoicePage = new InvoicePage(page);
    await invoicePage.ready();
    // A worker may choose cash, check or card.
    const ask = invoicePage.dialog('Choose how this invoice will be paid');
    await ask.waitFor();
    await expect(ask.getByRole('radio').count()).resolves.toBe(3);
    await expect(ask.getByRole('radio', { name: 'Online' }).count()).resolves.toBe(0);
    await invoicePage.chooseType('Choose how this invoice will be paid', 'Cash', 'Save');

    const before = await invoiceAs('manager@demo.test', id);
    await expect(invoicePage.amount('Grand total')).resolves.toBe(money(before.grandTotal));
    await invoicePage.addFee(`Pallet ${tag}`, '12.50');
    await expect.poll(() => invoicePage.amount(`Pallet ${tag}`), settle).toBe('$12.50');
    const after = await invoiceAs('manager@demo.test', id);
    expect(after.fees).toEqual([{ name: `Pallet ${tag}`, amount: 12.5 }]);
    expect(parseCents(after.grandTotal)).toBeGreaterThanOrEqual(parseCents(before.grandTotal) + 1250);
    await expect.poll(() => invoicePage.amount('Grand total'), settle).toBe(money(after.grandTotal));
  });

  it('has no serious or critical axe findings on the page, in the type question or in the fees dialog', async () => {
    const id = await invoicedOrder();
    await signInTo(`/invoices/${id}`, 'owner@demo.test');
    const invoicePage = new InvoicePage(page);
    await invoicePage.ready();
    await invoicePage.dialog('Choose how this invoice will be paid').waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await invoicePage.chooseType('Choose how this invoice will be paid', 'Check', 'Save');
    await invoicePage.button('Approve').waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await invoicePage.button('Fees').click();
    await invoicePage.dialog(/^Fees of invoice #/).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('prints the invoice without the app around it, headed by the company contact block', async () => {
    const id = await invoicedOrder();
    await signInTo(`/invoices/${id}`, 'admin@demo.test');
    const invoicePage = new InvoicePage(page);
    await invoicePage.ready();
    await invoicePage.dialog('Choose how this invoice will be paid').getByRole('button', { name: 'Cancel' }).click();
    await invoicePage.dialog('Choose how this invoice will be paid').waitFor({ state: 'hidden' });
    const contact = page.locator('address', { hasText: 'Bahamas Freight' });
    await expect(contact.isVisible()).resolves.toBe(false);

    await page.emulateMedia({ media: 'print' });
    await contact.waitFor();
    await expect(contact.innerText()).resolves.toMatch(/Bahamas Freight[\s\S]*\+1 242 555 0100[\s\S]*8250 NW 25th St, Doral, FL 33122/);
    for (const hidden of [page.getByRole('navigation', { name: 'Main' }), page.getByRole('button', { name: 'Logout' }), invoicePage.button('Approve'), page.getByRole('button', { name: 'Invoice actions' })])
      await expect(hidden.isVisible()).resolves.toBe(false);
    await page.getByRole('table', { name: 'Invoice charges' }).waitFor();
    await page.screenshot({ path: 'tests/e2e/artifacts/invoice-print.png', fullPage: true });
  });

  it('fits a 390 px phone, buttons and menu included', async () => {
    const id = await invoicedOrder();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(`/invoices/${id}`, 'owner@demo.test');
    const invoicePage = new InvoicePage(page);
    await invoicePage.ready();
    await invoicePage.chooseType('Choose how this invoice will be paid', 'Card', 'Save');
    // The page is measured as it stays, once the snackbar has gone.
    const saved = page.getByText(/ will be paid by Card\.$/);
    await saved.waitFor();
    await saved.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'tests/e2e/artifacts/invoice-390.png', fullPage: true });
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await expect(invoicePage.menuItems()).resolves.toEqual(['Approve', 'Fees', 'Change type', 'Print']);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await invoicePage.button('Fees').click();
    await invoicePage.dialog(/^Fees of invoice #/).waitFor();
    // Measured once the dialog has finished growing in.
    await settleAnimations(page);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });

  it("keeps the order detail's invoice buttons and low-price warning inside a 390 px phone", async () => {
    const order = await createOrder(baseUrl, customer.id, [{ ...packages()[0]!, items: [{ description: `Stickers ${tag}`, unit_price: 2, quantity: 4 }] }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(`/orders/${order.id}`, 'owner@demo.test');
    const detail = new OrderDetailPage(page);
    await detail.ready(order.id);
    // A special user may generate below $5, and is still told why others may not.
    await expect(detail.button('Generate Invoice').isEnabled()).resolves.toBe(true);
    await page.getByText(orderMessages.lowUnitPrice).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });

    await detail.openDialog(/^Manual Invoice$/, 'Manual Invoice');
    await settleAnimations(page);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    await detail.closeDialog();

    await detail.button('Generate Invoice').click();
    await page.waitForURL(/\/invoices\/\d+$/);
    await detail.open(baseUrl, order.id);
    await page.getByRole('link', { name: /^Invoice #\d{2}-\d{6}$/ }).waitFor();
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });
});
