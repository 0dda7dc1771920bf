import { describe, expect, it } from 'vitest';
import type { PackageIn } from '../../src/domain/package-ins';
import { apiPost, apiToken } from '../helpers/e2e/api';
import { deliveriesById, idsOf, ordersOf, packageInsHolding, scannedIds, trackingsAt, workerEmail } from '../helpers/e2e/offline-arrange';
import { keysAppliedTwice, recordApiRequests, sendAgain } from '../helpers/e2e/offline-recorder';
import { queueHold, queueOrder, queueScans, queueTicks, settle, syncTimeout } from '../helpers/e2e/offline-session';
import { arrangeShift, startShiftOffline } from '../helpers/e2e/offline-shift';
import { SyncStatusBar } from '../helpers/e2e/pages/sync-status-bar';
import { baseUrl, context, desktop, page, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

const runTimeout = 300_000;

describe('exactly once', () => {
  it(
    'applies each queued change once when the page and the service worker drain together, and a replay of every request changes nothing',
    async () => {
      const shift = await arrangeShift('Replay', { packages: 5, deliveries: 1 });
      const { checkpoint, packages, customer, deliveries, trackings, vendor } = shift;
      const [delivery] = deliveries;
      const [heldTracking, ...newTrackings] = trackings;
      // A held shipment that already reached the server, whose package is checked offline.
      const heldEntry = await apiPost<PackageIn>(baseUrl, '/package-ins', await apiToken(baseUrl, workerEmail), {
        packages: [{ tracking_number: heldTracking }],
        notes: null,
      });
      const heldPackage = heldEntry.packages[0]!;

      await startShiftOffline(shift);
      await queueScans(page, baseUrl, checkpoint.name, packages.map((pkg) => pkg.barcode));
      const held = await queueHold(page, baseUrl, newTrackings);
      await held.view(heldEntry.id);
      await held.heldPackage(heldTracking!).check();
      await expect.poll(() => held.heldPackage(heldTracking!).isChecked(), settle).toBe(true);

      await queueOrder(page, baseUrl, customer.full_name, vendor);

      await queueTicks(page, baseUrl, [delivery!]);

      const status = new SyncStatusBar(page);
      await expect.poll(() => status.pending(), settle).toBe(10);
      await status.open();
      expect(await status.syncNow().isDisabled()).toBe(true);

      // Back online, the page drains and wakes the service worker by itself (and Background Sync
      // wakes it too); on top, the test messages the worker and presses Sync now at the same time.
      const recorder = recordApiRequests(context);
      await context.setOffline(false);
      await Promise.all([
        page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'drain-outbox' })),
        status.syncNow().click(),
      ]);
      await expect.poll(() => status.pending(), syncTimeout).toBe(0);
      await status.panel().getByText('Everything has been sent.').waitFor(settle);
      const sent = await recorder.stop();

      const counts = async () => {
        const [events, entries, orders, [ticked]] = await Promise.all([
          trackingsAt(baseUrl, packages, checkpoint.id),
          packageInsHolding(baseUrl, trackings),
          ordersOf(baseUrl, customer.id),
          deliveriesById(baseUrl, [delivery!.id]),
        ]);
        return {
          events: scannedIds(events),
          entries: entries.map((entry) => ({ id: entry.id, count: entry.packages_count, checked: entry.packages.filter((pkg) => pkg.checked).map((pkg) => pkg.id) })),
          orders: orders.map((order) => order.id),
          delivered: { delivered: ticked?.delivered, at: ticked?.delivered_at, by: ticked?.delivered_by?.id },
        };
      };
      const synced = await counts();
      expect(synced.events).toEqual(idsOf(packages));
      expect(synced.entries).toEqual(
        expect.arrayContaining([
          { id: heldEntry.id, count: 1, checked: [heldPackage.id] },
          { id: expect.any(Number), count: 2, checked: [] },
        ]),
      );
      expect(synced.entries).toHaveLength(2);
      expect(synced.orders).toHaveLength(1);
      expect(synced.delivered.delivered).toBe(true);

      // Every kind of queued change went over the wire, and none was applied under a key twice.
      const mutations = sent.filter((request) => request.method === 'POST');
      const paths = mutations.map((request) => new URL(request.url).pathname);
      expect(paths).toEqual(
        expect.arrayContaining(['/api/scan', '/api/package-ins', `/api/held-packages/${heldPackage.id}/checked`, '/api/orders', `/api/deliveries/${delivery!.id}/delivered`]),
      );
      expect(keysAppliedTwice(mutations)).toEqual([]);

      // Each recorded request again, exactly as it was sent: the server answers from its first answer.
      for (const request of sent) {
        const again = await sendAgain(request);
        expect(again.status, `${request.method} ${request.url}`).toBe(request.status);
        if (request.method === 'POST' && request.status < 300) expect(again.replayed, `${request.method} ${request.url}`).toBe(true);
      }
      expect(await counts()).toEqual(synced);
    },
    runTimeout,
  );
});
