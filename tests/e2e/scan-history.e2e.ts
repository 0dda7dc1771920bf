import { describe, expect, it } from 'vitest';
import type { TrackingEntry } from '../../src/domain/packages';
import { apiGet, apiToken } from '../helpers/e2e/api';
import { createCheckpoint, workerEmail, workerName } from '../helpers/e2e/offline-arrange';
import { queueScans, saveReferenceData, settle, syncTimeout, takeControl } from '../helpers/e2e/offline-session';
import { createCustomer, createOrder, uniqueTag } from '../helpers/e2e/order-fixtures';
import { OrderDetailPage } from '../helpers/e2e/pages/order-detail-page';
import { SyncStatusBar } from '../helpers/e2e/pages/sync-status-bar';
import { baseUrl, context, desktop, page, signInTo, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

// How the app shows a time (src/app/components/display-format.ts), in Nassau whatever the machine's zone.
const nassau = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Nassau' });
const shown = (iso: string) => nassau.format(new Date(iso));

describe('scan history for audits', () => {
  it('shows a scan made offline as offline, with who made it, its time on the device and when the server received it', async () => {
    const checkpoint = await createCheckpoint(baseUrl, 'Audit');
    const customer = await createCustomer(baseUrl, 'Ada', `Audit${uniqueTag()}`, 1);
    const order = await createOrder(baseUrl, customer.id, [{ description: 'Audited carton', weight: 2, length: 20, width: 15, height: 10, items: [{ description: 'Lamp', unit_price: 12, quantity: 1 }] }]);
    const pkg = order.packages[0]!;

    // The scanner's device spent a while out of signal: its clock reads the scan 10 minutes before the server receives it.
    await page.clock.setSystemTime(Date.now() - 10 * 60_000);
    await signInTo('/packages/scan', workerEmail);
    await takeControl(page, baseUrl);
    await saveReferenceData(page, baseUrl, { checkpoints: [checkpoint.name] });
    await context.setOffline(true);
    await queueScans(page, baseUrl, checkpoint.name, [pkg.barcode]);
    await context.setOffline(false);
    await expect.poll(() => new SyncStatusBar(page).pending(), syncTimeout).toBe(0);

    const [scan] = (await apiGet<{ data: TrackingEntry[] }>(baseUrl, `/packages/${pkg.id}/trackings`, await apiToken(baseUrl, 'admin@demo.test'))).data;
    expect(scan).toMatchObject({ name: checkpoint.name, offline: true, duplicate: false, scanned_by: workerName });
    expect(Date.parse(scan!.received_at!) - Date.parse(scan!.created_at)).toBeGreaterThan(9 * 60_000);

    const detail = new OrderDetailPage(page);
    await detail.open(baseUrl, order.id);
    await detail.packageCard(1, 1).getByRole('button', { name: 'Tracking' }).click();
    const entry = detail.dialog().getByRole('listitem').filter({ hasText: checkpoint.name });
    await entry.waitFor(settle);
    await entry.getByText('Scanned offline').waitFor();
    await entry.getByText(`Scanned by ${workerName}`).waitFor();
    await entry.getByText(`On the device: ${shown(scan!.created_at)}`).waitFor();
    await entry.getByText(`Received by the server: ${shown(scan!.received_at!)}`).waitFor();
    expect(shown(scan!.created_at)).not.toBe(shown(scan!.received_at!));
  });
});
