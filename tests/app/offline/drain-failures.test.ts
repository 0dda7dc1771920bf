import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { backoffDelayMs, maxBackoffMs } from '../../../src/app/offline/sync/backoff';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { enqueue, retryRow } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { clearOfflineDb, createClock, createFakeServer, signInAs, testEnv, type Reply } from '../../helpers/app/offline/offline-fixtures';

const onlyRow = async () => {
  const { rows } = await readAllRows();
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const scanAt = (checkpoint: number) => enqueue('scan', { checkpoint, codes: [{ code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' }] });

beforeEach(async () => {
  await clearOfflineDb();
  await signInAs(7, 'Ann Worker');
});

describe('backoff', () => {
  it('waits 2^attempts seconds, capped at 5 minutes, spread by at most 20 %', () => {
    expect([1, 2, 3, 4, 8].map((n) => backoffDelayMs(n, () => 0.5))).toEqual([2_000, 4_000, 8_000, 16_000, 256_000]);
    expect(backoffDelayMs(9, () => 0.5)).toBe(maxBackoffMs);
    expect(backoffDelayMs(20, () => 0.99)).toBe(maxBackoffMs);
    expect(backoffDelayMs(3, () => 0)).toBe(6_400);
    expect(backoffDelayMs(3, () => 1)).toBe(9_600);
  });

  it.each<[string, Reply]>([
    ['a network error', 'network-error'],
    ['a 503', { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }],
    ['a 429', { status: 429 }],
  ])('after %s, retries the row on the backoff schedule and not before', async (_, reply) => {
    const clock = createClock(Date.now());
    const row = await enqueue('held-check', { packageId: 3 });
    const server = createFakeServer(() => reply);
    const env = testEnv(server.fetch, { now: clock.now });
    const schedule: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await drainOutbox(env);
      const stored = await onlyRow();
      expect(stored).toMatchObject({ status: 'pending', attempts: attempt, idempotencyKey: row.idempotencyKey });
      expect(stored.lastError).toMatch(/retrying later/);
      const wait = Date.parse(stored.nextAttemptAt!) - clock.now();
      schedule.push(wait);
      clock.advance(wait - 1);
      await drainOutbox(env);
      expect(server.requests).toHaveLength(attempt);
      clock.advance(1);
    }
    expect(schedule).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300].map((s) => s * 1000));
    expect(new Set(server.requests.map((r) => r.key))).toEqual(new Set([row.idempotencyKey]));
  });

  it('stops at the first network error instead of failing every row the same way', async () => {
    await enqueue('held-check', { packageId: 1 });
    await enqueue('held-check', { packageId: 2 });
    const server = createFakeServer(() => 'network-error');
    const report = await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(1);
    expect(report).toMatchObject({ deferred: 1, sent: 0 });
    expect((await readAllRows()).rows.map((row) => row.attempts).sort()).toEqual([0, 1]);
  });

  it('sends a row that is backing off at once when asked to ignore the backoff (Sync now, back online)', async () => {
    await enqueue('held-check', { packageId: 1 });
    await drainOutbox(testEnv(createFakeServer(() => 'network-error').fetch));
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(0);
    await drainOutbox(testEnv(server.fetch, { ignoreBackoff: true }));
    expect(server.requests).toHaveLength(1);
    expect(await onlyRow()).toMatchObject({ status: 'done', attempts: 2, lastError: null, nextAttemptAt: null });
  });
});

describe('a 4xx answer', () => {
  const deletedCheckpoint: Reply = {
    status: 422,
    body: { error: { code: 'VALIDATION', message: 'This checkpoint no longer exists.', fields: { 'data.checkpoint': 'Unknown checkpoint' } } },
  };

  it('fails the row with the server message, goes on with the next row, and an edited retry is sent under a new key', async () => {
    const scan = await scanAt(99);
    await enqueue('held-check', { packageId: 8 });
    const server = createFakeServer((request) => (request.path === '/api/scan' && request.body !== undefined && JSON.stringify(request.body).includes('"checkpoint":99') ? deletedCheckpoint : { status: 200, body: {} }));
    const report = await drainOutbox(testEnv(server.fetch));
    expect(report).toMatchObject({ sent: 1, failed: 1 });
    const failed = (await readAllRows()).rows.find((row) => row.id === scan.id);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'This checkpoint no longer exists. (data.checkpoint: Unknown checkpoint)', nextAttemptAt: null });

    await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(2);

    await retryRow(scan.id, { checkpoint: 12, codes: [{ code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' }] });
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(3);
    const resent = server.requests[2]!;
    expect(resent.body).toEqual({ userID: 7, data: { checkpoint: 12, qrcodes: [{ code: 'PKG1', occurred_at: '2025-03-01T10:00:00.000Z' }] } });
    expect(resent.key).not.toBe(server.requests[0]!.key);
    const done = (await readAllRows()).rows.find((row) => row.id === scan.id);
    expect(done).toMatchObject({ status: 'done', lastError: null });
    expect(done?.idempotencyKey).not.toBe(scan.idempotencyKey);
  });

  it('retries a failed row as it was, keeping its key, and refuses to retry a row that has not failed', async () => {
    const row = await enqueue('delivery-tick', { deliveryId: 4, delivered_at: '2025-03-01T10:00:00.000Z' });
    const answers: Reply[] = [{ status: 409, body: { error: { code: 'CONFLICT', message: 'Try later' } } }, { status: 200, body: { id: 4 } }];
    const server = createFakeServer((_, index) => answers[index]!);
    await drainOutbox(testEnv(server.fetch));
    expect(await onlyRow()).toMatchObject({ status: 'failed', lastError: 'Try later' });
    await retryRow(row.id);
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests.map((r) => r.key)).toEqual([row.idempotencyKey, row.idempotencyKey]);
    expect(await onlyRow()).toMatchObject({ status: 'done', result: { id: 4 } });
    await expect(retryRow(row.id)).rejects.toThrow('Only a failed change can be retried.');
  });

  it('uses a plain message when the server gives no error body', async () => {
    await enqueue('held-check', { packageId: 5 });
    await drainOutbox(testEnv(createFakeServer(() => ({ status: 404 })).fetch));
    expect(await onlyRow()).toMatchObject({ status: 'failed', lastError: 'The server refused this change (404).' });
  });
});
