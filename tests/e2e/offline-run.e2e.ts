import { describe, expect, it } from 'vitest';
import { getOrder } from '../helpers/e2e/order-arrange';
import { deliveriesById, idsOf, ordersOf, packageInsHolding, scannedIds, trackingsAt } from '../helpers/e2e/offline-arrange';
import { queueHold, queueOrder, queueScans, queueTicks, settle, syncTimeout } from '../helpers/e2e/offline-session';
import { arrangeShift, startShiftOffline } from '../helpers/e2e/offline-shift';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { SyncStatusBar } from '../helpers/e2e/pages/sync-status-bar';
import { baseUrl, context, desktop, page, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

// Fifty wedge scans, four screens and a full sync on a shared two-core machine.
const runTimeout = 300_000;

describe('a shift without a connection', () => {
  it(
    'queues 50 wedge scans, a package-in, an order and two delivery ticks offline, keeps them across a reload and syncs each once',
    async () => {
      const shift = await arrangeShift('Offline', { packages: 50, deliveries: 2 });
      const { checkpoint, packages, customer, deliveries, trackings, vendor } = shift;

      await startShiftOffline(shift);
      const status = new SyncStatusBar(page);

      await queueScans(page, baseUrl, checkpoint.name, packages.map((pkg) => pkg.barcode));
      await queueHold(page, baseUrl, trackings);
      const localRef = await queueOrder(page, baseUrl, customer.full_name, vendor);
      const list = await queueTicks(page, baseUrl, deliveries);
      await expect.poll(() => status.pending(), settle).toBe(56);

      // A reload without a connection: the shell comes from the precache and the queue from IndexedDB.
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await new ShellPage(page).greeting('Wes').waitFor();
      await list.ready();
      await expect.poll(() => status.pending(), settle).toBe(56);
      await status.open();
      await status.panel().getByText('Offline: updates upload when reconnected.').waitFor();
      await status.heading('Waiting to send (5)').waitFor();
      expect(await status.rowNames()).toEqual([
        `50 codes scanned at ${checkpoint.name}`,
        'Hold 3 packages',
        `New order ${localRef}`,
        `Delivery #${deliveries[0]!.id} delivered`,
        `Delivery #${deliveries[1]!.id} delivered`,
      ]);
      for (const name of await status.rowNames()) await status.row(name).getByText(/^(Pending|Sending)$/).waitFor();
      await status.close();
      expect(await trackingsAt(baseUrl, packages, checkpoint.id)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(() => status.pending(), syncTimeout).toBe(0);
      await status.open();
      await status.panel().getByText('Everything has been sent.').waitFor(settle);
      await status.heading('Failed (0)').waitFor();

      // Exactly one event per scanned package at the checkpoint, none of them a duplicate.
      const events = await trackingsAt(baseUrl, packages, checkpoint.id);
      expect(scannedIds(events)).toEqual(idsOf(packages));
      expect(events.every((event) => !event.duplicate && event.name === checkpoint.name)).toBe(true);

      const entries = await packageInsHolding(baseUrl, trackings);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ packages_count: 3, user: { first_name: 'Wes', last_name: 'Worker' } });
      expect(entries[0]!.packages.map((pkg) => pkg.tracking_number).sort()).toEqual([...trackings].sort());

      const orders = await ordersOf(baseUrl, customer.id);
      expect(orders).toHaveLength(1);
      const order = await getOrder(baseUrl, orders[0]!.id);
      expect(order).toMatchObject({ vendor, client_fullname: customer.full_name });

      const ticked = await deliveriesById(baseUrl, deliveries.map((d) => d.id));
      for (const delivery of ticked) expect(delivery).toMatchObject({ delivered: true, delivered_by: { first_name: 'Wes', last_name: 'Worker' } });
    },
    runTimeout,
  );
});
