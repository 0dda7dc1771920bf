import { describe, expect, it } from 'vitest';
import type { PackageIn } from '../../src/domain/package-ins';
import { apiPost, apiToken } from '../helpers/e2e/api';
import { demoCategory } from '../helpers/e2e/order-arrange';
import { arrangeShift } from '../helpers/e2e/offline-shift';
import { workerEmail, trackingsAt } from '../helpers/e2e/offline-arrange';
import { saveOrderOffline, settle, syncTimeout, waitForSaved, wedgeScanAll } from '../helpers/e2e/offline-session';
import { DeliveriesPage } from '../helpers/e2e/pages/deliveries-page';
import { OrderFormPage } from '../helpers/e2e/pages/order-form-page';
import { PackageInsPage } from '../helpers/e2e/pages/package-ins-page';
import { PwaProbe } from '../helpers/e2e/pages/pwa-probe';
import { ScanPage } from '../helpers/e2e/pages/scan-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { baseUrl, context, page, signInWithFormTo, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ viewport: { width: 390, height: 844 }, ...withServiceWorker });

/** On a phone the drawer sits behind the menu button; its links navigate inside the app, loading each screen's code then. */
const openFromDrawer = async (label: string) => {
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await new ShellPage(page).openFromDrawer(label);
};

/**
 * Signed in, and nothing else: the service worker takes this very page (no reload), and the lists
 * the offline screens need are saved without any of those screens having been opened.
 */
const signInAndWaitForDevice = async (path: string, wanted: Parameters<typeof waitForSaved>[1]) => {
  await signInWithFormTo(path, workerEmail);
  await expect.poll(() => new PwaProbe(page).controllerUrl(), settle).toBe(`${baseUrl}/sw.js`);
  await waitForSaved(page, wanted);
};

describe('offline from the moment of sign-in, on a phone', () => {
  it('records an order, ticks a delivery and checks a held package without any screen opened online', async () => {
    const shift = await arrangeShift('Sign-in', { packages: 1, deliveries: 1 });
    const [delivery] = shift.deliveries;
    const [heldTracking] = shift.trackings;
    const held = await apiPost<PackageIn>(baseUrl, '/package-ins', await apiToken(baseUrl, workerEmail), { packages: [{ tracking_number: heldTracking }], notes: null });

    await signInAndWaitForDevice('/my-account', {
      'order-customers': [JSON.stringify(shift.customer.full_name)],
      taxes: [JSON.stringify(demoCategory)],
      'deliveries-today': [`{"id":${delivery!.id},`],
      'package-ins': [`"tracking_number":"${heldTracking}"`],
    });
    await context.setOffline(true);

    await openFromDrawer('Orders');
    await page.getByRole('button', { name: 'Create Order' }).click();
    await new OrderFormPage(page).ready('Create New Order');
    await saveOrderOffline(page, shift.customer.full_name, shift.vendor);

    await openFromDrawer('Deliveries');
    const deliveries = new DeliveriesPage(page);
    await deliveries.ready();
    await deliveries.tick(delivery!);
    await deliveries.entry(delivery!).getByText('Pending sync').waitFor(settle);

    await openFromDrawer('Packages In');
    const packageIns = new PackageInsPage(page);
    await packageIns.ready();
    await packageIns.view(held.id);
    await packageIns.heldPackage(heldTracking!).check();
    await expect.poll(() => packageIns.heldPackage(heldTracking!).isChecked(), settle).toBe(true);
  });

  it('tells the worker on Deliveries about a code that did not go through, and leads to fixing and resending it', async () => {
    const shift = await arrangeShift('Unknown', { packages: 1, deliveries: 0 });
    const [known] = shift.packages;
    const unknown = `NOPE${Date.now()}`;

    await signInAndWaitForDevice('/packages/scan', { checkpoints: [JSON.stringify(shift.checkpoint.name)] });
    await context.setOffline(true);
    const scan = new ScanPage(page);
    await scan.chooseCheckpoint(shift.checkpoint.name);
    await wedgeScanAll(page, [known!.barcode, unknown]);
    await scan.submit();
    await scan.message('Saved on this device — 2 scans will upload when reconnected.').waitFor(settle);

    await openFromDrawer('Deliveries');
    await new DeliveriesPage(page).ready();
    await context.setOffline(false);
    const notice = page.getByRole('alert').filter({ hasText: '1 scanned code did not go through' });
    await notice.waitFor(syncTimeout);
    expect(await notice.innerText()).toContain(unknown);
    expect(await trackingsAt(baseUrl, [known!], shift.checkpoint.id)).toHaveLength(1);

    await notice.getByRole('button', { name: 'Fix and resend' }).click();
    await scan.ready();
    await scan.result(unknown).waitFor(settle);
    await page.getByRole('button', { name: 'Put the unknown codes back in the list' }).click();
    expect(await scan.codes().inputValue()).toContain(unknown);
    await notice.waitFor({ state: 'detached', ...settle });

    // The worker reads the label again and corrects the code: the known package's barcode, typed by hand.
    await scan.codes().fill(known!.barcode);
    await scan.submit();
    await scan.message('Your packages were successfully scanned.').waitFor(syncTimeout);
  });
});
