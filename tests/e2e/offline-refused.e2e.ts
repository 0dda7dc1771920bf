import { describe, expect, it } from 'vitest';
import { scanMessages } from '../../src/domain/scan';
import { createCheckpoint, createPackages, deleteCheckpoint, idsOf, scannedIds, trackingsAt, workerEmail } from '../helpers/e2e/offline-arrange';
import { queueScans, saveReferenceData, settle, syncTimeout, takeControl } from '../helpers/e2e/offline-session';
import { SyncStatusBar } from '../helpers/e2e/pages/sync-status-bar';
import { baseUrl, context, desktop, page, signInTo, useBrowserSession, withServiceWorker } from '../helpers/e2e/session-fixture';

useBrowserSession({ ...desktop, ...withServiceWorker });

const runTimeout = 180_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a queued change the server refuses', () => {
  it('shows a scan at a checkpoint deleted meanwhile as failed with the server message, and sends it after Edit & retry with another checkpoint', async () => {
    const doomed = await createCheckpoint(baseUrl, 'Closing dock');
    const fallback = await createCheckpoint(baseUrl, 'Open dock');
    const packages = await createPackages(baseUrl, 2);

    await signInTo('/packages/scan', workerEmail);
    await takeControl(page, baseUrl);
    await saveReferenceData(page, baseUrl, { checkpoints: [doomed.name, fallback.name] });
    await context.setOffline(true);
    await queueScans(page, baseUrl, doomed.name, packages.map((pkg) => pkg.barcode));

    // While the device is offline, an admin deletes the checkpoint the scans were queued for.
    await deleteCheckpoint(baseUrl, doomed.id);
    await context.setOffline(false);

    // The scan screen and the sync panel both say it failed, in the server's words.
    const status = new SyncStatusBar(page);
    await page.getByRole('alert').filter({ hasText: scanMessages.failure }).getByText(scanMessages.checkpointMissing, { exact: true }).waitFor(syncTimeout);
    await status.button().filter({ hasText: '1 failed' }).waitFor(settle);
    expect(await status.pending()).toBe(0);
    await status.open();
    await status.heading('Failed (1)').waitFor();
    await status.heading('Waiting to send (0)').waitFor();
    // Once the live list no longer has the checkpoint, the row names it by number.
    const row = status.row(new RegExp(`^2 codes scanned at (${escapeRegExp(doomed.name)}|checkpoint #${doomed.id})$`));
    await row.getByText('Failed', { exact: true }).waitFor();
    await row.getByText(scanMessages.checkpointMissing, { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Edit & retry' }).click();
    const edit = status.scanEdit();
    await edit.waitFor();
    expect((await edit.getByRole('textbox', { name: 'Codes' }).inputValue()).split('\n')).toEqual(packages.map((pkg) => pkg.barcode));
    await edit.getByRole('combobox', { name: 'Checkpoint' }).click();
    // The panel's own list: the scan screen behind it has the same checkpoints in its native picker.
    await page.getByRole('listbox', { name: 'Checkpoint' }).getByRole('option', { name: fallback.name, exact: true }).click();
    await edit.getByRole('button', { name: 'Retry' }).click();
    await edit.waitFor({ state: 'detached' });

    await status.heading('Failed (0)').waitFor(syncTimeout);
    await status.panel().getByText('Everything has been sent.').waitFor(syncTimeout);
    await status.close();
    await status.button().filter({ hasText: '1 failed' }).waitFor({ state: 'detached' });
    expect(scannedIds(await trackingsAt(baseUrl, packages, fallback.id))).toEqual(idsOf(packages));
    expect(await trackingsAt(baseUrl, packages, doomed.id)).toEqual([]);
  }, runTimeout);
});
