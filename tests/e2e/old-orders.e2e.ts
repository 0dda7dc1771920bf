import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { zOldOrdersPage } from '../../src/domain/old-orders';
import type { Order } from '../../src/domain/orders';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { createCustomer, createOrder, defaultPackages, uniqueTag, type TestCustomer } from '../helpers/e2e/order-fixtures';
import { phoneFitProblems } from '../helpers/e2e/phone-fit';
import { baseUrl, desktop, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

const settle = { timeout: 15_000 };
const tag = uniqueTag();
let customer: TestCustomer;
let kept: Order;
let sold: Order;
let admin: string;

/** Today in Nassau: the day a new version of a setting takes effect from. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());

/**
 * The admin's setting says how many days make an order old. Orders cannot be dated back through
 * the API, so from today on every order holding goods counts: 0 days. A rerun on the same server
 * finds today's version there already (409), which is as good.
 */
const everyOrderOld = async () => {
  const response = await fetch(`${baseUrl}/api/rates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ key: 'reports.old_order_days', value: 0, effective_from: today() }),
  });
  if (![201, 409].includes(response.status)) throw new Error(`setting the old order days failed: ${response.status} ${await response.text()}`);
};

beforeAll(async () => {
  admin = await apiToken(baseUrl, 'admin@demo.test');
  await everyOrderOld();
  customer = await createCustomer(baseUrl, 'Oona', `Oldorder${tag}`, 2);
  kept = await createOrder(baseUrl, customer.id, defaultPackages(tag));
  sold = await createOrder(baseUrl, customer.id, [defaultPackages(tag)[1]!]);
});

/** The old orders report: its search, its rows (table or cards) and the answer to Approve. */
class OldOrdersPage {
  constructor(private readonly page: Page) {}

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  order(id: number) {
    return this.page.getByRole('link', { name: `Order #${id}`, exact: true });
  }

  count(text: string) {
    return this.page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
  }

  async approve(id: number) {
    await this.page.getByRole('button', { name: `Approve order #${id} for sale` }).click();
    const question = this.page.getByRole('dialog', { name: `Approve order #${id} for sale?` });
    await question.getByRole('button', { name: 'Approve for sale' }).click();
    await question.waitFor({ state: 'hidden' });
  }
}

describe('Old orders', () => {
  it('lets an admin open the report from Reports, approve an order for sale after confirming, and see the list without it', async () => {
    await signInTo('/reports');
    await page.getByRole('link', { name: 'Old Orders' }).click();
    await page.waitForURL(`${baseUrl}/reports/old-orders`);
    const report = new OldOrdersPage(page);
    await report.search(customer.full_name);
    await report.order(kept.id).waitFor(settle);
    await report.order(sold.id).waitFor();
    await report.count('2 orders').waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(customer.full_name);
    expect(await blockingViolations(page)).toEqual([]);

    await report.approve(sold.id);
    await page.getByText(`Order #${sold.id} is approved for sale.`).waitFor(settle);
    await report.order(sold.id).waitFor({ state: 'detached', ...settle });
    await report.count('1 order').waitFor();
    await report.order(kept.id).waitFor();

    // Off both reports for good, as the server has it.
    for (const path of ['/orders/old', '/packages/old']) {
      const listed = zOldOrdersPage.parse(await apiGet(baseUrl, `${path}?search=${sold.id}`, admin));
      expect(listed.meta.total, path).toBe(0);
    }
  });

  it('fits a 390 px phone: a card per order, nothing wider than the screen, touch targets of 44 px, no blocking axe findings', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo('/reports/old-orders');
    const report = new OldOrdersPage(page);
    await report.search(customer.full_name);
    await report.order(kept.id).waitFor(settle);
    await page.getByRole('list', { name: 'Old Orders' }).waitFor();
    expect(await phoneFitProblems(page)).toEqual({ wide: [], small: [] });
    expect(await blockingViolations(page)).toEqual([]);
  });
});
