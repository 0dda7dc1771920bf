import { describe, expect, it } from 'vitest';
import { arrangeOrder, getOrder } from '../helpers/e2e/order-arrange';
import { field } from '../helpers/e2e/pages/field-label';
import { OrderFormPage } from '../helpers/e2e/pages/order-form-page';
import { OrdersPage } from '../helpers/e2e/pages/orders-page';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const unique = `${Date.now().toString(36)}${process.pid % 10_000}`;

describe('Orders list', () => {
  it('toggles the added-to-sheet checkbox, and the tick stays after a reload', async () => {
    const order = await arrangeOrder(baseUrl, 'standard', `Arranged ${unique}`);
    await signInTo('/orders', 'worker@demo.test');
    const list = new OrdersPage(page);
    await list.search(String(order.id));
    await list.row(order.id).waitFor();
    await expect(list.sheetBox(order.id).isChecked()).resolves.toBe(false);
    await list.sheetBox(order.id).click();
    await expect.poll(async () => (await getOrder(baseUrl, order.id)).add_to_sheet).toBe(true);
    await expect(list.sheetBox(order.id).isChecked()).resolves.toBe(true);

    await page.reload();
    await list.search(String(order.id));
    await list.row(order.id).waitFor();
    await expect.poll(() => list.sheetBox(order.id).isChecked()).toBe(true);
    await list.sheetBox(order.id).click();
    await expect.poll(async () => (await getOrder(baseUrl, order.id)).add_to_sheet).toBe(false);
  });

  it('filters by method and Clear brings every order back', async () => {
    const order = await arrangeOrder(baseUrl, 'special', `Arranged ${unique}`);
    await signInTo('/orders', 'worker@demo.test');
    const list = new OrdersPage(page);
    await list.row(order.id).waitFor();
    await list.chooseFilter('Shipping method', 'Priority');
    await expect.poll(() => list.row(order.id).count()).toBe(0);
    await list.chooseFilter('Shipping method', 'Special');
    await list.row(order.id).waitFor();
    await list.clearButton().click();
    await expect.poll(() => list.filter('Shipping method').inputValue()).toBe('');
    await list.row(order.id).waitFor();
  });

  it('shows a basic user no orders until they search, and no Create Order', async () => {
    const order = await arrangeOrder(baseUrl, 'standard', `Arranged ${unique}`);
    await signInTo('/orders', 'basic@demo.test');
    const list = new OrdersPage(page);
    await page.getByText('Search or choose a filter to see orders.').waitFor();
    await expect(list.table().count()).resolves.toBe(0);
    await expect(list.createButton().count()).resolves.toBe(0);
    await list.search(String(order.id));
    await list.row(order.id).waitFor();
    await expect(list.sheetBox(order.id).isDisabled()).resolves.toBe(true);
  });

  it("shows special users today's counts", async () => {
    await signInTo('/orders', 'manager@demo.test');
    await page.getByText('New Orders (today)', { exact: true }).waitFor();
    await page.getByText('Orders Edited (today)', { exact: true }).waitFor();
  });
});

describe('Orders screens on a phone and a desktop', () => {
  for (const width of [375, 1280]) {
    it(`fit ${width} px without the page scrolling sideways`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await signInTo('/orders', 'worker@demo.test');
      // A phone gets a card per order, wider screens the table.
      await page.getByRole(width < 576 ? 'list' : 'table', { name: 'Orders' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/orders-list-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await new OrdersPage(page).createButton().click();
      const form = new OrderFormPage(page);
      await form.ready('Create New Order');
      await form.addItem(1);
      await page.getByLabel(field('Unit price ($)')).first().fill('2');
      await form.lowPriceWarning().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/order-form-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
