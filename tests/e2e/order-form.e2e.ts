import { describe, expect, it } from 'vitest';
import { orderMessages } from '../../src/domain/orders';
import { apiPost, apiToken } from '../helpers/e2e/api';
import { arrangeOrder, demoCategory, demoCustomerName, getOrder } from '../helpers/e2e/order-arrange';
import { OrderFormPage } from '../helpers/e2e/pages/order-form-page';
import { OrdersPage } from '../helpers/e2e/pages/orders-page';
import { baseUrl, desktop, page, pathname, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid % 10_000}`;

const item = (description: string, unitPrice = '12.50') => ({ description, taxCategory: demoCategory, quantity: '2', unitPrice });

describe('Order form', () => {
  // Two packages, four items, an edit and a search take longer than the usual minute on a busy machine.
  it('lets a worker create an order with 2 packages of 2 items, edit it, and find it in the list', async () => {
    await signInTo('/orders', 'worker@demo.test');
    const list = new OrdersPage(page);
    await list.createButton().click();
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    // Defaults of portal spec §9: standard, no invoice in box, courier.
    await expect(form.input('Shipping method').inputValue()).resolves.toBe('Standard');
    await expect(form.radio('No').isChecked()).resolves.toBe(true);
    await expect(form.radio('Courier').isChecked()).resolves.toBe(true);
    await expect(form.input('Vendor shipping ($)', form.package(1)).inputValue()).resolves.toBe('0');
    await expect(form.input('Item tax ($)', form.package(1)).inputValue()).resolves.toBe('0');

    const vendor = `Vendor ${unique}`;
    await form.chooseCustomer(demoCustomerName);
    await form.chooseMethod('Priority');
    await form.radio('Yes').check();
    await form.input('Vendor').fill(vendor);
    await form.choose(form.input('Freight company'), 'UPS');
    await form.input('Tracking number').fill(`1Z${unique}`.toUpperCase());

    await form.fillPackage(1, { description: 'Clothes box', items: '2', weight: '3.5', length: '30', width: '20', height: '10' });
    await form.fillItem(1, 1, item('Blue shirt'));
    // Only one item: nothing to remove yet.
    await expect(form.item(1, 1).getByRole('button', { name: /^Remove item/ }).count()).resolves.toBe(0);
    await form.addItem(1);
    await form.fillItem(1, 2, item('Red shirt', '3'));
    await form.lowPriceWarning().waitFor();
    await form.input('Unit price ($)', form.item(1, 2)).fill('6');
    await form.lowPriceWarning().waitFor({ state: 'hidden' });

    await expect(page.getByRole('button', { name: /^Remove package/ }).count()).resolves.toBe(0);
    await form.addPackage();
    await form.fillPackage(2, { type: 'Envelope', description: 'Papers', items: '2', weight: '0.5', length: '32', width: '24', height: '1' });
    await form.fillItem(2, 1, { ...item('Manual'), fragile: true });
    await form.addItem(2);
    await form.fillItem(2, 2, { ...item('Warranty card'), hazard: true });
    await form.input('Comments').fill('Left at the loading dock');

    await expect.poll(() => form.submitButton('Create Order').isEnabled()).toBe(true);
    await form.submitButton('Create Order').click();
    await page.waitForURL(/\/orders\/\d+$/);
    const id = Number(pathname().split('/').pop());

    const created = await getOrder(baseUrl, id);
    expect(created).toMatchObject({
      user: { full_name: demoCustomerName },
      delivery: 'next-day',
      vendor,
      invoice_in_box: 'yes',
      warehouse_via: 'courier',
      freight_name: 'ups',
      freight_tracking: `1Z${unique}`.toUpperCase(),
      comments: 'Left at the loading dock',
    });
    expect(created.packages.map((p) => [p.package_type, p.description, p.weight, p.length, p.width, p.height, p.items.length])).toEqual([
      ['box', 'Clothes box', 3.5, 30, 20, 10, 2],
      ['envelope', 'Papers', 0.5, 32, 24, 1, 2],
    ]);
    expect(created.packages[1]!.items.map((i) => [i.description, i.quantity, i.unit_price, i.hazard, i.fragile])).toEqual([
      ['Manual', 2, 12.5, false, true],
      ['Warranty card', 2, 12.5, true, false],
    ]);

    // Edit: a new vendor and a third item in the first package.
    await page.goto(`${baseUrl}/orders/${id}/edit`);
    await form.ready(`Editing Order #${id}`);
    await expect(form.input('Customer').isDisabled()).resolves.toBe(true);
    await expect(form.input('Customer').inputValue()).resolves.toContain(demoCustomerName);
    const newVendor = `Edited vendor ${unique}`;
    await form.input('Vendor').fill(newVendor);
    await form.addItem(1);
    await form.fillItem(1, 3, item('Green shirt', '7.25'));
    await expect.poll(() => form.submitButton('Save Changes').isEnabled()).toBe(true);
    await form.submitButton('Save Changes').click();
    await page.waitForURL(`${baseUrl}/orders/${id}`);

    // Reopening the form shows what was saved.
    await page.goto(`${baseUrl}/orders/${id}/edit`);
    await form.ready(`Editing Order #${id}`);
    await expect(form.input('Vendor').inputValue()).resolves.toBe(newVendor);
    await expect(form.package(1).getByRole('group', { name: /^Item \d$/ }).count()).resolves.toBe(3);
    await expect(form.input('Item description', form.item(1, 3)).inputValue()).resolves.toBe('Green shirt');
    await expect(form.input('Unit price ($)', form.item(1, 3)).inputValue()).resolves.toBe('7.25');
    // The categories load beside the order (and are saved for offline use), so the label may follow a moment later.
    await expect.poll(() => form.input('Tax category', form.item(1, 3)).inputValue()).toMatch(new RegExp(`^${demoCategory}`));
    expect((await getOrder(baseUrl, id)).packages[0]!.items.map((i) => i.description)).toEqual(['Blue shirt', 'Red shirt', 'Green shirt']);

    // The list finds it by the customer's name, newest first.
    await list.open(baseUrl);
    await list.search(demoCustomerName);
    const row = list.row(id);
    await row.waitFor();
    for (const text of ['N/A', 'Priority', demoCustomerName]) await row.getByText(text, { exact: true }).first().waitFor();
    await expect(row.innerText()).resolves.toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  }, 120_000);

  it('shows the required messages once empty fields are touched, on the inputs they belong to', async () => {
    await signInTo('/orders/create/new', 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    await expect(form.submitButton('Create Order').isDisabled()).resolves.toBe(true);
    const touch = async (label: string, scope = page.locator('body')) => {
      await form.input(label, scope).focus();
      await form.input(label, scope).blur();
    };
    await touch('Customer');
    await touch('Vendor');
    await touch('Package description', form.package(1));
    await touch('Weight (lb)', form.package(1));
    await touch('Item description', form.item(1, 1));
    await touch('Quantity', form.item(1, 1));
    await touch('Unit price ($)', form.item(1, 1));
    await page.getByText('Customer is required', { exact: true }).waitFor();
    await page.getByText('Vendor is required', { exact: true }).waitFor();
    await form.package(1).getByText('Weight is required', { exact: true }).waitFor();
    const firstItem = form.item(1, 1);
    for (const message of ['Description is required', 'Quantity is required', 'Unit price is required']) await firstItem.getByText(message, { exact: true }).waitFor();
    // The second item's error lands on the second item, not the first.
    await form.addItem(1);
    await touch('Unit price ($)', form.item(1, 2));
    await form.item(1, 2).getByText('Unit price is required', { exact: true }).waitFor();
    await form.input('Unit price ($)', firstItem).fill('4');
    await expect.poll(() => firstItem.getByText('Unit price is required').count()).toBe(0);
    await expect(form.item(1, 2).getByText('Unit price is required').count()).resolves.toBe(1);
    await expect(form.submitButton('Create Order').isDisabled()).resolves.toBe(true);
    // The disabled button says why: the first field the form refuses, and how many more.
    const reasonId = await form.submitButton('Create Order').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).innerText()).toMatch(/^Customer is required, and \d+ more fields to fix\.$/);
  });

  it('fills the courier tracking number from the tracking_number query, and resets the groups when the way in changes', async () => {
    await signInTo('/orders/create/new?tracking_number=1ZQUERY123', 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    await expect(form.radio('Courier').isChecked()).resolves.toBe(true);
    await expect(form.input('Tracking number').inputValue()).resolves.toBe('1ZQUERY123');

    await form.radio('Individual').check();
    await expect(form.input('Tracking number').count()).resolves.toBe(0);
    for (const label of ['First name', 'Last name', 'Phone', 'Email']) await form.input(label).waitFor();
    await form.input('First name').fill('Dora');
    await form.radio('Pick-up').check();
    await form.input('US pickup').waitFor();
    await form.radio('Individual').check();
    await expect(form.input('First name').inputValue()).resolves.toBe('');
    await form.radio('Courier').check();
    await expect(form.input('Tracking number').inputValue()).resolves.toBe('1ZQUERY123');
  });

  it('shows the server message of a refused save for 4 s and puts its field errors on the fields', async () => {
    await signInTo('/orders/create/new', 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    await form.chooseCustomer(demoCustomerName);
    await form.input('Vendor').fill(`Refused ${unique}`);
    await form.fillPackage(1, { description: 'Box', items: '1', weight: '1', length: '10', width: '10', height: '10' });
    await form.fillItem(1, 1, item('Mug'));
    await form.addItem(1);
    await form.fillItem(1, 2, item('Plate'));
    // A refusal the form cannot foresee, answered the way the API answers a 400.
    const message = 'The order could not be saved.';
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'VALIDATION', message, fields: { 'data.packages.0.items.1.unit_price': 'Unit price is too high' } } }),
      }),
    );
    await expect.poll(() => form.submitButton('Create Order').isEnabled()).toBe(true);
    await form.submitButton('Create Order').click();
    const snackbar = page.getByText(message, { exact: true });
    await snackbar.waitFor();
    await form.item(1, 2).getByText('Unit price is too high', { exact: true }).waitFor();
    await expect(form.item(1, 1).getByText('Unit price is too high').count()).resolves.toBe(0);
    expect(pathname()).toBe('/orders/create/new');
    await snackbar.waitFor({ state: 'hidden', timeout: 7000 });
  });

  it('freezes the form with a notice when the invoice is paid', async () => {
    const order = await arrangeOrder(baseUrl, 'standard', `Arranged ${unique}`);
    // Invoiced, approved and paid in cash through the API, as the office does it.
    const admin = await apiToken(baseUrl, 'admin@demo.test');
    const invoice = await apiPost<{ id: number }>(baseUrl, `/invoices?orderID=${order.id}`, admin, {});
    await apiPost(baseUrl, `/invoices/${invoice.id}/approve`, admin, {});
    await apiPost(baseUrl, `/invoices/${invoice.id}/pay?type=cash`, admin, {});
    await expect(getOrder(baseUrl, order.id)).resolves.toMatchObject({ invoice_id: invoice.id, invoice_paid: true });
    await signInTo(`/orders/${order.id}/edit`, 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready(`Editing Order #${order.id}`);
    await page.getByText(orderMessages.paidFrozen, { exact: true }).waitFor();
    for (const label of ['Vendor', 'Shipping method', 'Tracking number', 'Comments']) await expect(form.input(label).isDisabled()).resolves.toBe(true);
    await expect(form.input('Item description', form.item(1, 1)).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Add package' }).isDisabled()).resolves.toBe(true);
    await expect(form.submitButton('Save Changes').isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${baseUrl}/orders/${order.id}`);
  });

  it('on a 390 px phone, typing into vendor shipping and item tax, which hold 0, gives the typed amount', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo('/orders/create/new', 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready('Create New Order');
    const shipping = form.input('Vendor shipping ($)', form.package(1));
    const itemTax = form.input('Item tax ($)', form.package(1));
    await expect(shipping.inputValue()).resolves.toBe('0');
    await form.clickAndType(shipping, '12');
    await expect(shipping.inputValue()).resolves.toBe('12');
    await form.clickAndType(itemTax, '3.5');
    await expect(itemTax.inputValue()).resolves.toBe('3.5');
    // A real amount is kept: a second click puts the caret in it, and typing adds to it.
    await form.clickAndType(shipping, '0');
    await expect(shipping.inputValue()).resolves.toBe('120');
  });

  it('offers a non-special worker editing a next-day order only next-day and the unranked methods', async () => {
    const order = await arrangeOrder(baseUrl, 'next-day', `Arranged ${unique}`);
    await signInTo(`/orders/${order.id}/edit`, 'worker@demo.test');
    const form = new OrderFormPage(page);
    await form.ready(`Editing Order #${order.id}`);
    const offered = await form.methodOptions();
    expect(offered).toContain('Priority');
    expect(offered).not.toContain('Standard');
    expect(offered).not.toContain('Special');

    // A special user may choose any method.
    await page.getByRole('button', { name: 'Logout' }).click();
    await signInTo(`/orders/${order.id}/edit`, 'manager@demo.test');
    await form.ready(`Editing Order #${order.id}`);
    expect(await form.methodOptions()).toEqual(expect.arrayContaining(['Priority', 'Standard', 'Special']));
  });
});
