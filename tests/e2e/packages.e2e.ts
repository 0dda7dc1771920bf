import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertStats } from '../../src/domain/alerts';
import type { Checkpoint } from '../../src/domain/checkpoints';
import type { Order } from '../../src/domain/orders';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { createCustomer, createOrder, defaultPackages, uniqueTag } from '../helpers/e2e/order-fixtures';
import { PackagesPage } from '../helpers/e2e/pages/packages-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, desktop, page, pathname, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession(desktop);

// Debounced searches and refetches on a busy test machine can take a few seconds to show.
const settle = { timeout: 10_000 };

const tag = uniqueTag();
let order: Order;
let stats: AlertStats;
let checkpointName: (id: number) => string;

beforeAll(async () => {
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  const customer = await createCustomer(baseUrl, 'Paco', `Parcel${tag}`, 2);
  order = await createOrder(baseUrl, customer.id, defaultPackages(tag));
  const token = await apiToken(baseUrl, 'admin@demo.test');
  stats = await apiGet<AlertStats>(baseUrl, '/alerts/stats', token);
  const checkpoints = (await apiGet<{ data: Checkpoint[] }>(baseUrl, '/checkpoints', token)).data;
  checkpointName = (id) => checkpoints.find((c) => c.id === id)!.name;
});

/** The text of one column in every row of the table. */
const column = async (packages: PackagesPage, index: number) =>
  packages.list().locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => (row.children[i] as HTMLElement).innerText.trim()), index);

const banner = () => page.getByLabel('Alerts');

describe('Packages list', () => {
  it('is in the admin drawer, and finds a package by its barcode, linking to its order', async () => {
    await signInTo('/orders', 'admin@demo.test');
    await new ShellPage(page).openFromDrawer('Packages');
    const packages = new PackagesPage(page);
    await packages.ready();
    await packages.list().waitFor();
    const barcode = order.packages[1]!.barcode;
    await packages.search().fill(barcode);
    await expect.poll(() => packages.list().locator('tbody tr').count(), settle).toBe(1);
    const row = packages.entry(barcode);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.map((c) => c.replace(/\s+/g, ' ').trim())).toEqual([
      `#${order.id} ${barcode}`,
      order.client_fullname,
      'Priority',
      'Box',
      'Not scanned',
      '2',
      `Books ${tag}`,
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/),
    ]);
    await row.getByRole('link', { name: `#${order.id}` }).click();
    await page.getByRole('heading', { name: `Order #${order.id}` }).waitFor();
  });

  it('finds packages by customer name and filters by method from the select', async () => {
    await signInTo('/packages', 'admin@demo.test');
    const packages = new PackagesPage(page);
    await packages.search().fill(`Parcel${tag}`);
    await expect.poll(() => packages.list().locator('tbody tr').count(), settle).toBe(2);
    await packages.search().fill('');
    await page.getByRole('combobox', { name: 'Shipping method' }).click();
    await page.getByRole('option', { name: 'Standard', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search, settle).toBe('?method=standard');
    await packages.activeFilter('Method: Standard').waitFor();
    await expect.poll(async () => [...new Set(await column(packages, 2))], settle).toEqual(['Standard']);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search, settle).toBe('');
    await expect.poll(() => packages.activeFilters().count(), settle).toBe(0);
  });

  it('opens from the banner links with the alert filters applied, and clears them', async () => {
    expect(stats.on_the_way_2_days).toBeGreaterThan(0);
    expect(stats.next_day_in_miami_2_days).toBeGreaterThan(0);
    expect(stats.others_in_miami_4_days).toBeGreaterThan(0);
    // A worker reaches the list only through the banner: it is not in their drawer.
    await signInTo('/orders', 'worker@demo.test');
    const packages = new PackagesPage(page);

    await banner().getByRole('link', { name: /on the way over 2 days/ }).click();
    await packages.ready();
    expect(`${pathname()}${new URL(page.url()).search}`).toBe('/packages?checkpoint=17&minDays=2');
    await packages.activeFilter(`Checkpoint: ${checkpointName(17)}`).waitFor();
    await packages.activeFilter('Over 2 days at checkpoint').waitFor();
    await expect.poll(async () => [...new Set(await column(packages, 4))], settle).toEqual([checkpointName(17)]);

    await banner().getByRole('link', { name: /next-day packages? in Miami over 2 days/ }).click();
    await expect.poll(() => new URL(page.url()).search, settle).toBe('?checkpoint=12&method=next-day&minDays=2');
    await packages.activeFilter('Method: Priority').waitFor();
    await expect.poll(async () => [...new Set(await column(packages, 2))], settle).toEqual(['Priority']);

    await banner().getByRole('link', { name: /other packages? in Miami over 4 days/ }).click();
    await expect.poll(() => new URL(page.url()).search, settle).toBe('?checkpoint=12&method=next-day&minDays=4&reverseMethod=true');
    await packages.activeFilter('Method: any but Priority').waitFor();
    await packages.activeFilter('Over 4 days at checkpoint').waitFor();
    await expect.poll(async () => (await column(packages, 2)).includes('Priority'), settle).toBe(false);
    await expect.poll(async () => [...new Set(await column(packages, 4))], settle).toEqual([checkpointName(12)]);

    await packages.activeFilter('Method: any but Priority').click();
    await expect.poll(() => new URL(page.url()).search, settle).toBe('?checkpoint=12&minDays=4');
    await packages.activeFilter('Over 4 days at checkpoint').click();
    await expect.poll(() => new URL(page.url()).search, settle).toBe('?checkpoint=12');
    await expect.poll(() => packages.activeFilters().allInnerTexts(), settle).toEqual([`Checkpoint: ${checkpointName(12)}`]);
  });

  it.each([375, 1280])('fits a %i px screen', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    await signInTo('/packages?checkpoint=17&minDays=2', 'admin@demo.test');
    const packages = new PackagesPage(page);
    await packages.list().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `tests/e2e/artifacts/packages-${width}.png`, fullPage: true });
    await page.screenshot({ path: `tests/e2e/artifacts/packages-${width}-top.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
