import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { readAttentionRows } from '../../../src/app/offline/store/attention';
import { db } from '../../../src/app/offline/store/db';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { pruneDoneRows } from '../../../src/app/offline/store/prune';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { AttentionNotice } from '../../../src/app/offline/ui/attention-notice';
import { SyncStatus } from '../../../src/app/offline/ui/sync-status';
import { renderWithProviders } from '../../helpers/app/render';
import { clearOfflineDb, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

vi.mock('../../../src/app/offline/sync/page-sync', () => ({ startPageSync: () => () => {}, requestSync: vi.fn(async () => {}) }));

const at = '2025-03-01T10:00:00.000Z';
const dock = { id: 5, name: 'Old dock', email: 'a@b.c', address: 'x', phone: '1', releases: false };

/** The server's answer to one batch: the codes starting BAD are unknown to it, the rest recorded. */
const answerWithUnknowns = (body: unknown) => {
  const codes = (body as { data: { qrcodes: Array<{ code: string }> } }).data.qrcodes;
  return { results: codes.map(({ code }, index) => (code.startsWith('BAD') ? { code, status: 'unknown', package_id: null } : { code, status: 'ok', package_id: index + 1 })) };
};

/** Scans queued offline, then sent: what the worker meets when the connection returns. */
const sendScans = async (codes: string[]) => {
  const row = await enqueue('scan', { checkpoint: dock.id, codes: codes.map((code) => ({ code, occurred_at: at })) });
  await drainOutbox(testEnv(createFakeServer((request) => ({ status: 201, body: answerWithUnknowns(request.body) })).fetch));
  return row;
};

const ScanScreenProbe = () => {
  const location = useLocation();
  return <p>Scan screen for {JSON.stringify(location.state)}</p>;
};

beforeEach(async () => {
  await clearOfflineDb();
  await signInAs(7, 'Ann Worker');
  vi.spyOn(checkpointsApi, 'list').mockResolvedValue({ data: [dock] });
});
afterEach(() => vi.restoreAllMocks());

describe('codes that synced but did not go through', () => {
  it('are kept with their row, and only the unknown ones need attention', async () => {
    const row = await sendScans(['PKG1', 'BAD1', 'PKG2', 'BAD2']);
    const [entry, ...rest] = await readAttentionRows();
    expect(rest).toEqual([]);
    expect(entry?.row.id).toBe(row.id);
    expect(entry?.codes).toEqual({ unknown: ['BAD1', 'BAD2'], unpaid: [] });
    await sendScans(['PKG3']);
    expect(await readAttentionRows()).toHaveLength(1);
  });

  it('count as needing attention in the top bar and the sync panel, not as sent', async () => {
    await sendScans(['PKG1', 'BAD1']);
    renderWithProviders(<SyncStatus />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync status: 1 code did not go through' }));
    const panel = await screen.findByRole('dialog', { name: 'Sync' });
    expect(within(panel).getByRole('heading', { name: 'Needs attention (1 code)' })).toBeTruthy();
    const card = within(panel).getByRole('listitem', { name: 'Unknown at Old dock' });
    expect(within(card).getByText('BAD1')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(panel).queryByRole('heading', { name: /Needs attention/ })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Sync status: All changes sent' })).toBeTruthy();
  });

  it('raise a notice on any screen that leads to the scan screen with the row to fix', async () => {
    const row = await sendScans(['BAD1', 'PKG1', 'BAD2', 'BAD3', 'BAD4']);
    renderWithProviders(
      <Routes>
        <Route path="/deliveries" element={<AttentionNotice />} />
        <Route path="/packages/scan" element={<ScanScreenProbe />} />
      </Routes>,
      { path: '/deliveries' },
    );
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('4 scanned codes did not go through')).toBeTruthy();
    expect(notice.textContent).toContain('Unknown at Old dock: BAD1, BAD2, BAD3 and 1 more.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Fix and resend' }));
    expect(await screen.findByText(`Scan screen for {"fixScanRowId":"${row.id}"}`)).toBeTruthy();
  });

  it('stay until dismissed, which asks first', async () => {
    await sendScans(['BAD1']);
    renderWithProviders(<AttentionNotice />);
    const notice = await screen.findByRole('alert');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    const question = await screen.findByRole('dialog', { name: 'Dismiss without resending?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert')).toBeTruthy();

    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Dismiss without resending?' })).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await readAttentionRows()).toEqual([]);
  });

  it('outlive the week after which sent rows are pruned, until seen to', async () => {
    const unseen = await sendScans(['BAD1']);
    const seen = await sendScans(['BAD2']);
    await sendScans(['PKG1']);
    await db.outbox.update(seen.id, { acknowledgedAt: new Date().toISOString() });
    await pruneDoneRows(Date.now() + 8 * 24 * 60 * 60_000);
    expect((await db.outbox.toArray()).map((row) => row.id)).toEqual([unseen.id]);
  });
});
