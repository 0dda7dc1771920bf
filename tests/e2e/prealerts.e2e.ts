import { describe, expect, it } from 'vitest';
import { apiSession } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { demoCategory, demoCustomerName, getOrder } from '../helpers/e2e/order-arrange';
import { OrderFormPage } from '../helpers/e2e/pages/order-form-page';
import { PackageInsPage } from '../helpers/e2e/pages/package-ins-page';
import { PrealertsPage, type InvoiceFile } from '../helpers/e2e/pages/prealerts-page';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, pathname, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const customer = 'personal@demo.test';

/** An Amazon number no other run has used: TBA and 12 digits, as Packages In reads Amazon's labels. */
const uniqueTracking = () => `TBA${String(Date.now()).slice(-9)}${String(process.pid % 1000).padStart(3, '0')}`;

const invoice = (name: string): InvoiceFile => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1') });

/** A waiting prealert of the demo customer, filed as the app files one (multipart, with an Idempotency-Key). */
const fileThroughApi = async (tracking: string) => {
  const { token, user } = await apiSession(baseUrl, customer);
  const form = new FormData();
  for (const [name, value] of Object.entries({ tracking_number: tracking, vendor: 'Shein', description: 'Summer dress', value: '18.50' })) form.append(name, value);
  const response = await fetch(`${baseUrl}/api/users/${user.id}/prealerts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: form,
  });
  if (response.status !== 201) throw new Error(`filing a prealert failed: ${response.status} ${await response.text()}`);
};

describe('Prealerts', () => {
  // Three people's screens one after the other: the customer, the worker at intake, the customer again.
  it('a customer files a prealert with her invoice, a worker sees it in Packages In and turns it into an order filled in from it, and she sees it received', async () => {
    const tracking = uniqueTracking();
    const vendor = `Vendor ${tracking.slice(-6)}`;

    await signInTo('/client/prealerts', customer);
    const prealerts = new PrealertsPage(page);
    await prealerts.ready();
    await prealerts.openNew();
    await expect(prealerts.sendButton().isDisabled()).resolves.toBe(true);
    await prealerts.fill({ 'Tracking number': tracking.toLowerCase(), Vendor: vendor, Description: 'Running shoes', 'Declared value': '49.99' });
    await prealerts.chooseCourier('Amazon');
    await prealerts.attachInvoice(invoice('shoes-invoice.pdf'));
    await expect.poll(() => prealerts.sendButton().isEnabled()).toBe(true);
    await prealerts.submit('Send prealert');
    const row = prealerts.row(tracking);
    await row.getByText('Waiting').waitFor(settle);
    expect(await blockingViolations(page)).toEqual([]);

    await signInTo('/packages-in', 'worker@demo.test');
    const intake = new PackageInsPage(page);
    await intake.ready();
    await intake.addTracking(tracking);
    const pending = intake.pendingList().getByRole('listitem').filter({ has: page.getByRole('button', { name: `Remove ${tracking}` }) });
    await pending.getByText(`Prealert: ${demoCustomerName}, ${vendor}, Running shoes`).waitFor(settle);
    // The match and the Open prealerts list, with the customer's invoice, pass axe as the rest of the screen does.
    expect(await blockingViolations(page)).toEqual([]);
    await pending.getByRole('link', { name: `Create order for ${demoCustomerName}, ${tracking}` }).click();

    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    await page.getByText(`The customer's invoice (shoes-invoice.pdf) will be attached to the order when it is created for ${demoCustomerName} under ${tracking}.`).waitFor();
    await expect.poll(() => form.input('Customer').inputValue(), settle).toMatch(new RegExp(`^${demoCustomerName} · Dept #\\d+`));
    await expect(form.radio('Courier').isChecked()).resolves.toBe(true);
    await expect(form.input('Freight company').inputValue()).resolves.toBe('Amazon');
    await expect(form.input('Tracking number').inputValue()).resolves.toBe(tracking);
    await expect(form.input('Vendor').inputValue()).resolves.toBe(vendor);
    expect(await blockingViolations(page)).toEqual([]);
    await form.fillPackage(1, { description: 'Shoe box', items: '1', weight: '2.5', length: '35', width: '25', height: '15' });
    await form.fillItem(1, 1, { description: 'Running shoes', taxCategory: demoCategory, quantity: '1', unitPrice: '49.99' });
    await expect.poll(() => form.submitButton('Create Order').isEnabled()).toBe(true);
    await form.submitButton('Create Order').click();
    await page.waitForURL(/\/orders\/\d+$/, settle);
    const orderId = Number(pathname().split('/').pop());

    const order = await getOrder(baseUrl, orderId);
    expect(order).toMatchObject({ user: { full_name: demoCustomerName }, vendor, warehouse_via: 'courier', freight_name: 'amazon', freight_tracking: tracking });
    expect(order.uploads).toEqual([expect.objectContaining({ file_name: 'shoes-invoice.pdf', origin: 'Customer' })]);

    await signInTo('/client/prealerts', customer);
    await prealerts.ready();
    const received = prealerts.row(tracking);
    await received.getByText('Received').waitFor(settle);
    await received.getByRole('link', { name: `Order #${orderId}` }).click();
    await page.waitForURL(`${baseUrl}/orders/${orderId}`, settle);
  });

  it('fits a 390 px phone: her cards and the New prealert dialog (passing axe), and the match in Packages In', async () => {
    const tracking = uniqueTracking();
    await fileThroughApi(tracking);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo('/client/prealerts', customer);
    const prealerts = new PrealertsPage(page);
    await prealerts.ready();
    await page.getByRole('list', { name: 'Prealerts' }).getByRole('listitem').filter({ hasText: tracking }).waitFor(settle);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    expect(await blockingViolations(page)).toEqual([]);
    await prealerts.openNew();
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });

    await signInTo('/packages-in', 'worker@demo.test');
    const intake = new PackageInsPage(page);
    await intake.ready();
    await intake.addTracking(tracking);
    await intake.pendingList().getByText(`Prealert: ${demoCustomerName}`, { exact: false }).waitFor(settle);
    await page.getByRole('list', { name: 'Open prealerts' }).waitFor(settle);
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
  });
});
