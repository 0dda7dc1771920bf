import { describe, expect, it } from 'vitest';
import { blockingViolations } from '../helpers/e2e/blocking-violations';
import { baseUrl, page, signInTo, useBrowserSession } from '../helpers/e2e/session-fixture';

useBrowserSession();

const nassauToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Nassau' }).format(new Date());

const guestScreens = [
  ['login', '/login', 'Email'],
  ['registration', '/registration', 'First Name'],
  ['forgot password', '/forget-password', 'Email'],
  ['reset password', '/reset-password?token=abc', 'Password'],
  ['cost calculator', '/calculator-v2', 'Shipping method'],
  ['orders for sale', '/orders-for-sale', 'Category'],
] as const;

const adminScreens = [
  ['my account', '/my-account', 'First Name'],
  ['customers', '/customers', 'Search'],
  ['workers', '/workers', 'Search'],
  ['checkpoints', '/checkpoints', 'Search'],
  ['offices', '/offices', 'Offices'],
  ['US pickups', '/us-pickups', 'Add Pickup'],
  ['duty & tariffs', '/taxes', 'Clothing and apparel'],
  ['rates', '/rates', 'Dimensional weight'],
  ['shipping estimate', '/shipping-estimate', 'Arrival day'],
  ['orders', '/orders', 'Page #1'],
  ['order form', '/orders/create/new', 'Item description'],
  ['order edit (demo order 1)', '/orders/1/edit', 'Editing Order #1'],
  ['order detail (demo order 1)', '/orders/1', 'Packages ('],
  ['packages', '/packages?checkpoint=12&method=next-day&minDays=4&reverseMethod=true', 'Filtered by:'],
  ['package label (demo package 1)', '/packages/1/label', 'Dept #'],
  ['invoice (demo invoice 1)', '/invoices/1', 'Charges'],
  ['reports hub', '/reports', 'New and Edited Orders'],
  ['unpaid invoices', '/reports/unpaid/invoices', 'Download CSV'],
  ['client order report', '/reports/client-orders', 'Search'],
  ['end of day reports', '/reports/eod', 'New Report'],
  ['CC payments', '/credits', 'Download CSV'],
  ['admin dashboard', '/admin/dashboard', 'Show table'],
  ['activity logs (today)', `/admin/logs?from=${nassauToday}&to=${nassauToday}`, 'Export CSV'],
  ['checkout (empty cart)', '/checkout', 'Your cart is currently empty.'],
  ['shipments', '/shipments', 'Tropical Shipping'],
  ['shipment form', '/shipments/create/new', 'Packages waiting for a shipment'],
  ['shipment detail (demo shipment 1)', '/shipments/1', 'Shipment #1'],
  ['shipment manifest (demo shipment 1)', '/shipments/1/manifest', 'Manifest of shipment #1'],
] as const;

/** Screens of special users alone, opened as owner@demo.test (a special admin). */
const specialScreens = [['incident report', '/admin/incident', 'Re-check invoices']] as const;

const expectAccessible = async (path: string, ready: string, email?: string) => {
  await signInTo(path, email);
  await page.getByText(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await blockingViolations(page)).toEqual([]);
};

describe('accessibility of each screen (axe-core)', () => {
  it.each(guestScreens)('%s has no serious or critical violations', async (_name, path, ready) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByText(ready).first().waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });

  it.each(adminScreens)('%s has no serious or critical violations', async (_name, path, ready) => expectAccessible(path, ready));

  it.each(specialScreens)('%s has no serious or critical violations', async (_name, path, ready) => expectAccessible(path, ready, 'owner@demo.test'));
});
