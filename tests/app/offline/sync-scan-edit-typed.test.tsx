import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { SyncStatus } from '../../../src/app/offline/ui/sync-status';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { renderWithProviders } from '../../helpers/app/render';
import { clearOfflineDb, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

vi.mock('../../../src/app/offline/sync/page-sync', () => ({ startPageSync: () => () => {}, requestSync: vi.fn(async () => {}) }));

const refuse = { status: 422, body: { error: { code: 'VALIDATION', message: 'This checkpoint no longer exists.' } } };

beforeEach(async () => {
  await clearOfflineDb();
  // No list of checkpoints on this device and none to be had: the form asks for the number.
  vi.spyOn(checkpointsApi, 'list').mockRejectedValue(new TypeError('Failed to fetch'));
});
afterEach(() => vi.restoreAllMocks());

describe('editing a failed scan without the list of checkpoints', { timeout: 20_000 }, () => {
  it('takes the checkpoint as a typed number, keeping only its digits, and queues the corrected scan', async () => {
    await signInAs(7, 'Ann Worker');
    await enqueue('scan', { checkpoint: 5, codes: [{ code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' }] });
    await drainOutbox(testEnv(createFakeServer(() => refuse).fetch));
    renderWithProviders(<SyncStatus />);
    await userEvent.click(await screen.findByRole('button', { name: /^Sync status/ }));
    const panel = await screen.findByRole('dialog', { name: 'Sync' });
    const card = await within(panel).findByRole('listitem', { name: /^1 code scanned at/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit & retry' }));
    const form = await within(panel).findByRole('region', { name: 'Edit scans and retry' });
    const field = within(form).getByRole('textbox', { name: /^Checkpoint/ });
    expect(field).toHaveProperty('value', '5');

    await userEvent.clear(field);
    expect(within(form).getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', true);
    await userEvent.type(field, '1x2');
    expect(field).toHaveProperty('value', '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Retry' }));

    await waitFor(async () => expect((await readAllRows()).rows[0]).toMatchObject({ status: 'pending', lastError: null }));
    expect((await readAllRows()).rows[0]!.payload).toEqual({ checkpoint: 12, codes: [{ code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' }] });
  });
});
