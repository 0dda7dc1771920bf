import { describe, expect, it } from 'vitest';
import { scanMessages } from '../../src/domain/scan';
import { createCheckpoint, createPackages, deliveriesById, idsOf, otherWorkerEmail, pickOpenDeliveries, scannedIds, trackingsAt, workerEmail, workerName } from '../helpers/e2e/offline-arrange';
import { queueScans, queueTicks, saveReferenceData, settle, syncTimeout, takeControl, wedgeScanAll } from '../helpers/e2e/offline-session';
import { LoginPage } from '../helpers/e2e/pages/login-page';
import { ScanPage } from '../helpers/e2e/pages/scan-page';
import { ShellPage } from '../helpers/e2e/pages/shell-page';
import { SyncStatusBar } from '../helpers/e2e/pages/sync-status-bar';
import { baseUrl, context, desktop, page, signInWithFormTo, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

const runTimeout = 240_000;

describe('a device shared by two workers', () => {
  it(
    "never sends one worker's queued changes under another's sign-in, and sends them once their owner is back",
    async () => {
      const checkpoint = await createCheckpoint(baseUrl, 'Shared dock');
      const [a1, a2, a3, b1] = await createPackages(baseUrl, 4);
      const ownPackages = [a1!, a2!, a3!];
      const [delivery] = await pickOpenDeliveries(baseUrl, 1);
      const shell = new ShellPage(page);
      const status = new SyncStatusBar(page);
      const scan = new ScanPage(page);
      const serverSide = async () => ({
        events: scannedIds(await trackingsAt(baseUrl, ownPackages, checkpoint.id)),
        delivered: (await deliveriesById(baseUrl, [delivery!.id]))[0]?.delivered,
      });

      // Worker A (Wes) queues three scans and a delivery tick without a connection, then signs out.
      await signInWithFormTo('/packages/scan', workerEmail);
      await takeControl(page, baseUrl);
      await saveReferenceData(page, baseUrl, { checkpoints: [checkpoint.name], deliveryIds: [delivery!.id] });
      await context.setOffline(true);
      await queueScans(page, baseUrl, checkpoint.name, ownPackages.map((pkg) => pkg.barcode));
      await queueTicks(page, baseUrl, [delivery!]);
      await expect.poll(() => status.pending(), settle).toBe(4);
      await shell.logout();
      await page.getByLabel('Email').waitFor();

      // The connection is back, and worker B (Max) signs in on the same browser.
      await context.setOffline(false);
      const login = new LoginPage(page);
      await login.signIn(otherWorkerEmail);
      await shell.greeting('Max').waitFor();
      // Max is a special user: his package stats open over the screen first.
      await shell.closePackageStats();
      await scan.open(baseUrl);
      await expect.poll(() => status.pending(), settle).toBe(4);
      await status.open();
      await status.heading('Waiting to send (2)').waitFor();
      for (const name of [`3 codes scanned at ${checkpoint.name}`, `Delivery #${delivery!.id} delivered`]) {
        await status.row(name).getByText(new RegExp(`^Queued .+, waiting for ${workerName} to sign in$`)).waitFor();
      }
      // B's own drain, in the page and in the service worker.
      await status.syncNow().click();
      await status.close();

      // B scans a package of his own: once it has gone, B's session has drained, and A's rows stayed behind.
      await scan.chooseCheckpoint(checkpoint.name);
      await wedgeScanAll(page, [b1!.barcode]);
      await scan.submit();
      await scan.message(scanMessages.success).waitFor(syncTimeout);
      expect(await trackingsAt(baseUrl, [b1!], checkpoint.id)).toHaveLength(1);
      expect(await serverSide()).toEqual({ events: [], delivered: false });
      await expect.poll(() => status.pending(), settle).toBe(4);
      await status.open();
      await status.heading('Waiting to send (2)').waitFor();
      await status.close();

      // A signs in again: the queue goes, once.
      await shell.logout();
      await page.getByLabel('Email').waitFor();
      await login.signIn(workerEmail);
      await shell.greeting('Wes').waitFor();
      await expect.poll(() => status.pending(), syncTimeout).toBe(0);
      // Nothing left waiting may also mean refused: the panel says which, and why.
      await status.open();
      await status.heading('Failed (0)').waitFor(settle);
      await status.close();
      expect(await serverSide()).toEqual({ events: idsOf(ownPackages), delivered: true });
      const [ticked] = await deliveriesById(baseUrl, [delivery!.id]);
      expect(ticked?.delivered_by).toMatchObject({ first_name: 'Wes', last_name: 'Worker' });
      expect(await trackingsAt(baseUrl, [b1!], checkpoint.id)).toHaveLength(1);
    },
    runTimeout,
  );
});
