import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { SyncStatus } from '../../../src/app/offline/ui/sync-status';
import { db } from '../../../src/app/offline/store/db';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { renderWithProviders } from '../../helpers/app/render';
import { clearOfflineDb, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

// The drain triggers (timer, online event, fetch) are the engine's own tests; here the screen only reads the queue.
vi.mock('../../../src/app/offline/sync/page-sync', () => ({ startPageSync: () => () => {}, requestSync: vi.fn(async () => {}) }));

const refuse = { status: 422, body: { error: { code: 'VALIDATION', message: 'This checkpoint no longer exists.' } } };

beforeEach(async () => {
  await clearOfflineDb();
  vi.spyOn(checkpointsApi, 'list').mockResolvedValue({
    data: [
      { id: 5, name: 'Old dock', email: 'a@b.c', address: 'x', phone: '1', releases: false },
      { id: 12, name: 'Miami warehouse', email: 'a@b.c', address: 'x', phone: '1', releases: false },
    ],
  });
});
afterEach(() => vi.restoreAllMocks());

const openPanel = async () => {
  await userEvent.click(screen.getByRole('button', { name: /^Sync status/ }));
  return screen.findByRole('dialog', { name: 'Sync' });
};

describe('the sync status in the top bar', () => {
  it('counts changes, not batches, in words; offline says they are saved on this device', async () => {
    await signInAs(7, 'Ann Worker');
    await enqueue('held-check', { packageId: 1 });
    await enqueue('held-check', { packageId: 2 });
    renderWithProviders(<SyncStatus />);
    await screen.findByRole('button', { name: 'Sync status: 2 changes waiting to send' });
    // One batch of three scanned codes is three changes, as the scan screen counts them.
    const at = '2025-03-01T10:00:00.000Z';
    await enqueue('scan', { checkpoint: 5, codes: ['A1', 'A2', 'A3'].map((code) => ({ code, occurred_at: at })) });
    await screen.findByRole('button', { name: 'Sync status: 5 changes waiting to send' });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(await screen.findByRole('button', { name: 'Sync status: Offline — 5 changes saved on this device' })).toBeTruthy();
    const panel = await openPanel();
    expect(within(panel).getByText('Offline: updates upload when reconnected.')).toBeTruthy();
    expect(within(panel).getByText('5 changes are saved on this device.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Sync now' })).toHaveProperty('disabled', true);
  });

  it("lists another user's rows as waiting for their owner, and asks an expired session to sign in again", async () => {
    await signInAs(8, 'Bob Driver');
    await enqueue('delivery-tick', { deliveryId: 3, delivered_at: '2025-03-01T10:05:00.000Z' });
    await signInAs(7, 'Ann Worker', { expiresAtMs: Date.now() - 1000 });
    await enqueue('held-check', { packageId: 1 });
    renderWithProviders(<SyncStatus />);
    const panel = await openPanel();
    expect(await within(panel).findByText(/waiting for Bob Driver to sign in/)).toBeTruthy();
    expect(within(panel).getByText('Your session has expired. Sign in again to send 1 queued change.')).toBeTruthy();
  });

  it('shows a failed scan with the server message; Edit & retry queues the corrected scan', async () => {
    await signInAs(7, 'Ann Worker');
    const row = await enqueue('scan', { checkpoint: 5, codes: [{ code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' }] });
    await drainOutbox(testEnv(createFakeServer(() => refuse).fetch));
    renderWithProviders(<SyncStatus />);
    const panel = await openPanel();
    const card = await within(panel).findByRole('listitem', { name: '1 code scanned at Old dock' });
    expect(within(card).getByText('This checkpoint no longer exists.')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit & retry' }));
    const form = await within(panel).findByRole('region', { name: 'Edit scans and retry' });
    fireEvent.click(within(form).getByRole('combobox', { name: /^Checkpoint/ }));
    // Inside a drawer, jsdom leaves Mantine's dropdown mid-transition (display: none), so the option counts as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Miami warehouse', hidden: true }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Codes/ }), '\nPKG2');
    await userEvent.click(within(form).getByRole('button', { name: 'Retry' }));

    await waitFor(async () => expect((await readAllRows()).rows[0]).toMatchObject({ status: 'pending', lastError: null }));
    const [retried] = (await readAllRows()).rows;
    expect(retried!.payload).toEqual({
      checkpoint: 12,
      codes: [
        { code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' },
        { code: 'PKG2', occurred_at: row.occurredAt },
      ],
    });
    expect(retried!.idempotencyKey).not.toBe(row.idempotencyKey);
  });

  it('discards a failed row only after confirmation', async () => {
    await signInAs(7, 'Ann Worker');
    await enqueue('held-check', { packageId: 9 });
    await drainOutbox(testEnv(createFakeServer(() => refuse).fetch));
    renderWithProviders(<SyncStatus />);
    const panel = await openPanel();
    const card = await within(panel).findByRole('listitem', { name: 'Check held package #9' });

    const confirmation = async () => screen.findByRole('dialog', { name: 'Discard this change?' });
    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this change?' })).toBeNull());
    expect(await db.outbox.count()).toBe(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});
