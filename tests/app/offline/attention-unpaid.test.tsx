import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointsApi } from '../../../src/app/api/checkpoints';
import { readAttentionRows } from '../../../src/app/offline/store/attention';
import { db } from '../../../src/app/offline/store/db';
import { acknowledgeRow, enqueue } from '../../../src/app/offline/store/outbox';
import { alreadyResentMessage, resendUnpaid } from '../../../src/app/offline/store/resend';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { AttentionNotice } from '../../../src/app/offline/ui/attention-notice';
import { SyncStatus } from '../../../src/app/offline/ui/sync-status';
import type { ScanStatus } from '../../../src/domain/scan';
import { renderWithProviders } from '../../helpers/app/render';
import { clearOfflineDb, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

vi.mock('../../../src/app/offline/sync/page-sync', () => ({ startPageSync: () => () => {}, requestSync: vi.fn(async () => {}) }));

const at = '2025-03-01T10:00:00.000Z';
const counter = { id: 23, name: 'Delivered', email: 'a@b.c', address: 'x', phone: '1', releases: true };

/**
 * A server at a release point: codes starting BAD are unknown to it, codes in `unpaid` belong to
 * orders nobody has paid yet, and the rest go through. Every request it answers is kept.
 */
const releasePoint = (unpaid: Set<string>) =>
  createFakeServer((request) => {
    const codes = (request.body as { data: { qrcodes: Array<{ code: string }> } }).data.qrcodes;
    const status = (code: string): ScanStatus => (code.startsWith('BAD') ? 'unknown' : unpaid.has(code) ? 'unpaid' : 'ok');
    return { status: 200, body: { results: codes.map(({ code }, index) => ({ code, status: status(code), package_id: status(code) === 'unknown' ? null : index + 1 })) } };
  });

type Server = ReturnType<typeof releasePoint>;
const sync = (server: Server) => drainOutbox(testEnv(server.fetch));

/** Scans queued offline at the counter, then sent: what the worker meets when the connection returns. */
const sendScans = async (server: Server, codes: string[]) => {
  const row = await enqueue('scan', { checkpoint: counter.id, codes: codes.map((code) => ({ code, occurred_at: at })) });
  await sync(server);
  return row;
};

const notice = () => screen.findByRole('alert');
const topBar = (text: string) => screen.findByRole('button', { name: `Sync status: ${text}` });

beforeEach(async () => {
  await clearOfflineDb();
  await signInAs(7, 'Ann Worker');
  vi.spyOn(checkpointsApi, 'list').mockResolvedValue({ data: [counter] });
});
afterEach(() => vi.restoreAllMocks());

describe('codes refused at a release point because their order is not paid', () => {
  it('are kept with their row and raise a notice that names them, says Not paid and offers Resend, not Fix', async () => {
    const server = releasePoint(new Set(['PKG2']));
    const row = await sendScans(server, ['PKG1', 'PKG2']);
    expect((await db.outbox.get(row.id))?.result).toEqual({
      results: [
        { code: 'PKG1', status: 'ok', package_id: 1 },
        { code: 'PKG2', status: 'unpaid', package_id: 2 },
      ],
    });
    renderWithProviders(
      <>
        <SyncStatus />
        <AttentionNotice />
      </>,
    );
    const alert = await notice();
    expect(within(alert).getByText('1 scanned code did not go through')).toBeTruthy();
    expect(alert.textContent).toContain('Not paid at Delivered: PKG2. It was not released: take payment, then resend it.');
    expect(within(alert).getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Fix and resend' })).toBeNull();
    expect(await topBar('1 code did not go through')).toBeTruthy();
  });

  it('count as needing attention in the sync panel, not as sent', async () => {
    await sendScans(releasePoint(new Set(['PKG1', 'PKG2'])), ['PKG1', 'PKG2']);
    renderWithProviders(<SyncStatus />);
    await userEvent.click(await topBar('2 codes did not go through'));
    const panel = await screen.findByRole('dialog', { name: 'Sync' });
    expect(within(panel).getByRole('heading', { name: 'Needs attention (2 codes)' })).toBeTruthy();
    const card = within(panel).getByRole('listitem', { name: 'Not paid at Delivered' });
    expect(within(card).getByText('PKG1, PKG2')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('are queued again by Resend as a new scan under a new key, and once paid go through: the notice goes and the row counts as sent', async () => {
    const unpaid = new Set(['PKG2']);
    const server = releasePoint(unpaid);
    const first = await sendScans(server, ['PKG1', 'PKG2']);
    renderWithProviders(
      <>
        <SyncStatus />
        <AttentionNotice />
      </>,
    );
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    const { rows } = await readAllRows();
    const resent = rows.find((row) => row.id !== first.id);
    expect(resent).toMatchObject({ kind: 'scan', status: 'pending', userId: 7, payload: { checkpoint: counter.id, codes: [{ code: 'PKG2', occurred_at: expect.any(String) }] } });
    expect(resent?.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(resent?.batchKey).toBeNull();
    expect(await topBar('1 change waiting to send')).toBeTruthy();

    // The customer pays at the counter; the resent scan now goes through.
    unpaid.clear();
    await sync(server);
    // A scan goes under its batch's key: a new one, or the server would replay the unpaid answer.
    const [firstRequest, sent] = server.requests;
    expect(sent?.key).not.toBe(firstRequest?.key);
    expect(sent?.body).toMatchObject({ data: { checkpoint: counter.id, qrcodes: [{ code: 'PKG2' }] } });
    expect(await db.outbox.get(resent!.id)).toMatchObject({ status: 'done', batchKey: sent?.key });
    expect(await topBar('All changes sent')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await readAttentionRows()).toEqual([]);
  });

  it('come back, on the resent row, when the order is still not paid', async () => {
    const server = releasePoint(new Set(['PKG2']));
    const first = await sendScans(server, ['PKG2']);
    renderWithProviders(<AttentionNotice />);
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Resend' }));
    await sync(server);
    const [entry, ...rest] = await readAttentionRows();
    expect(rest).toEqual([]);
    expect(entry?.row.id).not.toBe(first.id);
    expect(entry?.codes).toEqual({ unknown: [], unpaid: ['PKG2'] });
    expect((await notice()).textContent).toContain('Not paid at Delivered: PKG2.');
  });

  it('are resent alone from a batch that also had unknown codes, which still wait to be fixed', async () => {
    const server = releasePoint(new Set(['PKG2']));
    await sendScans(server, ['BAD1', 'PKG2']);
    renderWithProviders(<AttentionNotice />);
    const alert = await notice();
    expect(alert.textContent).toContain('Unknown at Delivered: BAD1.');
    expect(alert.textContent).toContain('Not paid at Delivered: PKG2.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Resend' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toContain('Not paid'));
    expect(screen.getByRole('alert').textContent).toContain('Unknown at Delivered: BAD1.');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Fix and resend' })).toBeTruthy();
    const pending = (await readAllRows()).rows.filter((row) => row.status === 'pending');
    expect(pending).toMatchObject([{ kind: 'scan', payload: { checkpoint: counter.id, codes: [{ code: 'PKG2' }] } }]);
  });

  it('are queued once however often Resend is pressed, from however many places', async () => {
    const server = releasePoint(new Set(['PKG2']));
    const first = await sendScans(server, ['PKG2']);
    const outcomes = await Promise.allSettled([resendUnpaid(first.id), resendUnpaid(first.id)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: new Error(alreadyResentMessage) });
    expect((await readAllRows()).rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('are not resent once dismissed', async () => {
    const server = releasePoint(new Set(['PKG2']));
    const first = await sendScans(server, ['PKG2']);
    await acknowledgeRow(first.id);
    await expect(resendUnpaid(first.id)).rejects.toThrow(alreadyResentMessage);
    expect((await readAllRows()).rows.filter((row) => row.status === 'pending')).toEqual([]);
  });
});
