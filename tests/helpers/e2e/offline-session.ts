import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { demoCategory } from './order-arrange';
import { DeliveriesPage, type DeliveryRow } from './pages/deliveries-page';
import { OrderFormPage } from './pages/order-form-page';
import { PackageInsPage } from './pages/package-ins-page';
import { PwaProbe } from './pages/pwa-probe';
import { ScanPage } from './pages/scan-page';
import { typeAsScanner } from './wedge-keys';

/** The outbox's work, including a drain after reconnecting, can take a while on a busy test machine. */
export const syncTimeout = { timeout: 45_000 };
export const settle = { timeout: 15_000 };

/** Waits until the service worker has filled the precache and activated, and the reloaded page is under it. */
export const takeControl = async (page: Page, baseUrl: string) => {
  const probe = new PwaProbe(page);
  expect(await probe.activeWorkerState()).toBe('activated');
  await page.reload();
  expect(await probe.controllerUrl()).toBe(`${baseUrl}/sw.js`);
};

/** The reference lists this device has saved for offline use, read straight from IndexedDB. */
export const savedReference = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open('freight-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('reference').objectStore('reference').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries((read.result as Array<{ key: string; data: unknown }>).map((row) => [row.key, row.data])));
          };
        };
      }),
  );

const entriesIn = (saved: unknown) =>
  typeof saved === 'object' && saved !== null && 'data' in saved && Array.isArray(saved.data) ? saved.data.map((entry: unknown) => JSON.stringify(entry)) : [];

/** Waits until the device has saved each list, holding every entry the test will look for (as JSON fragments). */
export const waitForSaved = async (page: Page, wanted: Record<string, readonly string[]>) => {
  const missing = async () => {
    const saved = await savedReference(page);
    return Object.entries(wanted).flatMap(([key, fragments]) => {
      if (!(key in saved)) return [key];
      const text = entriesIn(saved[key]).join('\n');
      return fragments.filter((fragment) => !text.includes(fragment)).map((fragment) => `${key}: ${fragment}`);
    });
  };
  await expect.poll(missing, settle).toEqual([]);
};

/** What a test will use offline; the customer only when it records an order. */
type Wanted = { checkpoints: readonly string[]; customer?: string; deliveryIds?: readonly number[] };

/**
 * Opens the warehouse screens once online, as a worker does at the start of a shift, and waits
 * until each has saved what it needs offline: the checkpoints, held shipments, the first page of
 * deliveries and the order form's customers and tariff categories.
 */
export const saveReferenceData = async (page: Page, baseUrl: string, wanted: Wanted) => {
  await new ScanPage(page).open(baseUrl);
  await waitForSaved(page, { checkpoints: wanted.checkpoints.map((name) => JSON.stringify(name)) });
  await new PackageInsPage(page).open(baseUrl);
  await waitForSaved(page, { 'package-ins': [] });
  await new DeliveriesPage(page).open(baseUrl);
  await waitForSaved(page, { 'deliveries-today': (wanted.deliveryIds ?? []).map((id) => `{"id":${id},`) });
  await page.goto(`${baseUrl}/orders/create/new`);
  await new OrderFormPage(page).ready('Create New Order');
  await waitForSaved(page, { 'order-customers': wanted.customer === undefined ? [] : [JSON.stringify(wanted.customer)], taxes: [JSON.stringify(demoCategory)] });
};

const codesText = (n: number) => (n === 1 ? '1 code' : `${n} codes`);

/**
 * Scans each code as a keyboard-wedge scanner does, with nothing focused. Each scan is waited for
 * before the next, as a worker aims at the next label.
 */
export const wedgeScanAll = async (page: Page, codes: readonly string[]) => {
  const scan = new ScanPage(page);
  await scan.blurFields();
  for (const [index, code] of codes.entries()) {
    await typeAsScanner(page, code);
    await scan.count(codesText(index + 1)).waitFor(settle);
  }
  // Each scan is a row of the text area, in scan order, and nothing else slipped in.
  expect(await scan.codes().inputValue()).toBe(codes.map((code) => `${code}\n`).join(''));
};

/** Scans every code at the checkpoint with the wedge and submits without a connection: the batch is queued. */
export const queueScans = async (page: Page, baseUrl: string, checkpointName: string, codes: readonly string[]) => {
  const scan = new ScanPage(page);
  await scan.open(baseUrl);
  await scan.chooseCheckpoint(checkpointName);
  await wedgeScanAll(page, codes);
  await scan.submit();
  await scan.message(`Saved on this device — ${codes.length === 1 ? '1 scan' : `${codes.length} scans`} will upload when reconnected.`).waitFor(settle);
  return scan;
};

/** Holds the tracking numbers on Packages In without a connection: the entry is queued. */
export const queueHold = async (page: Page, baseUrl: string, trackings: readonly string[]) => {
  const held = new PackageInsPage(page);
  await held.open(baseUrl);
  for (const tracking of trackings) {
    await held.addTracking(tracking);
    await held.pending(tracking).waitFor();
  }
  await held.holdButton().click();
  await page.getByText(`Saved on this device — ${trackings.length} packages will upload when reconnected.`).waitFor(settle);
  return held;
};

/** Ticks each delivery without a connection: each row shows it waits to sync. */
export const queueTicks = async (page: Page, baseUrl: string, deliveries: readonly DeliveryRow[]) => {
  const list = new DeliveriesPage(page);
  await list.open(baseUrl);
  for (const delivery of deliveries) {
    await list.tick(delivery);
    await list.entry(delivery).getByText('Pending sync').waitFor(settle);
  }
  return list;
};

/**
 * Fills the open order form without a connection, from the device's customers and tariff
 * categories, and saves it: the order is queued with a local reference, which is returned.
 */
export const saveOrderOffline = async (page: Page, customerName: string, vendor: string) => {
  const form = new OrderFormPage(page);
  await form.chooseCustomer(customerName);
  await form.input('Vendor').fill(vendor);
  await form.input('Tracking number').fill('1Z999AA10123456784');
  await form.fillPackage(1, { description: 'Offline box', items: '1', weight: '2', length: '20', width: '15', height: '10' });
  await form.fillItem(1, 1, { description: 'Offline shirt', taxCategory: demoCategory, quantity: '1', unitPrice: '20' });
  await expect.poll(() => form.submitButton('Create Order').isEnabled(), settle).toBe(true);
  await form.submitButton('Create Order').click();
  const saved = page.getByRole('status').filter({ hasText: /^Saved on this device as L-[2-9A-Z]{4}\. It gets its order number and labels when it syncs\.$/ });
  await saved.first().waitFor(settle);
  return (await saved.first().innerText()).match(/L-[2-9A-Z]{4}/)![0];
};

/** Opens the order form and queues an order there without a connection; returns its local reference. */
export const queueOrder = async (page: Page, baseUrl: string, customerName: string, vendor: string) => {
  await page.goto(`${baseUrl}/orders/create/new`);
  await new OrderFormPage(page).ready('Create New Order');
  return saveOrderOffline(page, customerName, vendor);
};
