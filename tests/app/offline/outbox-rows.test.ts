import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/app/offline/store/db';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { discardRow, enqueue, OutboxQuotaError, retryRow } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { quotaMessage } from '../../../src/app/offline/store/quota';
import { orderForm } from '../../helpers/app/offline/order-form';
import { clearOfflineDb, createClock, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

beforeEach(async () => {
  await clearOfflineDb();
  await signInAs(7, 'Ann Worker');
});
afterEach(() => vi.restoreAllMocks());

describe('queueing a change', () => {
  it('stores a pending row with its owner, keys, times and a short local reference', async () => {
    const row = await enqueue('held-check', { packageId: 1 });
    expect(row).toMatchObject({ kind: 'held-check', userId: 7, ownerName: 'Ann Worker', status: 'pending', attempts: 0, batchKey: null, result: null });
    expect(row.localRef).toMatch(/^L-[2-9A-HJKMNP-Z]{4}$/);
    expect(row.idempotencyKey).not.toBe(row.id);
    expect((await readAllRows()).rows).toEqual([row]);
  });

  it('sends a change first tried straight away under the key of that try', async () => {
    const server = createFakeServer();
    await enqueue('order-create', { workerID: 7, data: orderForm(3, 1) }, { idempotencyKey: 'tried-key-1' });
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests.map((request) => [request.path, request.key])).toEqual([['/api/orders', 'tried-key-1']]);
  });

  it('refuses a payload that does not fit its kind before storing anything', async () => {
    await expect(enqueue('scan', { checkpoint: 5, codes: [] })).rejects.toThrow(/could not be read/);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([
    ['the browser', () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    ['Dexie', () => new Dexie.QuotaExceededError('Quota exceeded', new DOMException('full', 'QuotaExceededError'))],
  ])('turns a quota error from %s into OutboxQuotaError with a message for the screen', async (_, error) => {
    vi.spyOn(db.outbox, 'add').mockRejectedValue(error());
    const attempt = enqueue('held-check', { packageId: 1 });
    await expect(attempt).rejects.toBeInstanceOf(OutboxQuotaError);
    await expect(attempt).rejects.toThrow(quotaMessage);
  });

  it('passes other storage errors through unchanged', async () => {
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Dexie.ConstraintError('duplicate'));
    await expect(enqueue('held-check', { packageId: 1 })).rejects.toBeInstanceOf(Dexie.ConstraintError);
  });
});

describe('rows read back from IndexedDB', () => {
  it('marks a row that fails its schema as failed and unreadable instead of sending or dropping it', async () => {
    const good = await enqueue('held-check', { packageId: 1 });
    await db.outbox.put({ ...good, id: 'broken-row', userId: 'seven' as never, createdAt: good.createdAt });
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests.map((r) => r.key)).toEqual([good.idempotencyKey]);
    const { unreadable } = await readAllRows();
    expect(unreadable).toEqual([{ id: 'broken-row', error: expect.stringMatching(/could not be read \(userId: /) }]);
    expect(await db.outbox.get('broken-row')).toMatchObject({ status: 'failed' });
  });

  it('fails a row whose payload no longer fits its kind, and an edited retry sends it', async () => {
    const row = await enqueue('scan', { checkpoint: 5, codes: [{ code: 'A', occurred_at: '2025-03-01T10:00:00.000Z' }] });
    await db.outbox.update(row.id, { payload: { checkpoint: 5, codes: 'A' } });
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(0);
    const [failed] = (await readAllRows()).rows;
    expect(failed).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/could not be read \(codes: /) });

    await retryRow(row.id, { checkpoint: 5, codes: [{ code: 'A', occurred_at: '2025-03-01T10:00:00.000Z' }] });
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(1);
  });
});

describe('discarding and pruning', () => {
  it('discards failed and pending rows, but not one already sent', async () => {
    const pending = await enqueue('held-check', { packageId: 1 });
    await discardRow(pending.id);
    expect(await db.outbox.count()).toBe(0);

    const sent = await enqueue('held-check', { packageId: 2 });
    await drainOutbox(testEnv(createFakeServer().fetch));
    await expect(discardRow(sent.id)).rejects.toThrow('This change was already sent.');

    await db.outbox.put({ ...sent, id: 'broken', status: 'lost' as never });
    await discardRow('broken');
    expect(await db.outbox.get('broken')).toBeUndefined();
  });

  it('keeps sent rows and their results for a week, then prunes them; unsent rows stay', async () => {
    const clock = createClock(Date.now());
    const sent = await enqueue('held-check', { packageId: 1 });
    await drainOutbox(testEnv(createFakeServer().fetch, { now: clock.now }));
    clock.advance(6 * 24 * 3_600_000);
    const failing = await enqueue('held-check', { packageId: 2 });
    await drainOutbox(testEnv(createFakeServer(() => ({ status: 400 })).fetch, { now: clock.now }));
    expect((await readAllRows()).rows.map((row) => row.id).sort()).toEqual([sent.id, failing.id].sort());

    clock.advance(2 * 24 * 3_600_000);
    await drainOutbox(testEnv(createFakeServer().fetch, { now: clock.now }));
    expect((await readAllRows()).rows.map((row) => row.id)).toEqual([failing.id]);
  });
});
