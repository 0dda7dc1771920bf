import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/app/offline/store/db';
import { drainOutbox, type DrainEnv } from '../../../src/app/offline/sync/drain';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { clearOfflineDb, createFakeLocks, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

const slowServer = () => createFakeServer(async (request) => {
  // Long enough that a second drainer without the lock would pick the same rows up.
  await new Promise((resolve) => setTimeout(resolve, 15));
  return { status: 200, body: request.path === '/api/scan' ? { results: [] } : { ok: true } };
});

const queueWork = async () => {
  await enqueue('scan', { checkpoint: 5, codes: [{ code: 'A', occurred_at: '2025-03-01T10:00:00.000Z' }] });
  await enqueue('held-check', { packageId: 1 });
  await enqueue('held-check', { packageId: 2 });
  await enqueue('delivery-tick', { deliveryId: 3, delivered_at: '2025-03-01T10:05:00.000Z' });
};

beforeEach(async () => {
  await clearOfflineDb();
  await signInAs(7, 'Ann Worker');
});

describe.each<[string, () => Partial<DrainEnv>]>([
  ['Web Locks', () => ({ locks: createFakeLocks() })],
  ['the IndexedDB lease (no Web Locks)', () => ({ locks: null })],
])('two drainers at once, serialised by %s', (_, lockOf) => {
  it('send each request exactly once', async () => {
    await queueWork();
    const server = slowServer();
    const shared = lockOf();
    const reports = await Promise.all([drainOutbox(testEnv(server.fetch, shared)), drainOutbox(testEnv(server.fetch, shared))]);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/scan', '/api/held-packages/1/checked', '/api/held-packages/2/checked', '/api/deliveries/3/delivered']);
    expect(new Set(server.requests.map((r) => r.key)).size).toBe(4);
    expect(reports.map((r) => r.requests).sort()).toEqual([0, 4]);
    expect((await readAllRows()).rows.every((row) => row.status === 'done')).toBe(true);
  });
});

describe('the lock holder', () => {
  it('sends rows left "sending" by a drainer that died mid-request again, under the same key', async () => {
    const row = await enqueue('held-check', { packageId: 1 });
    await db.outbox.update(row.id, { status: 'sending' });
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests.map((r) => r.key)).toEqual([row.idempotencyKey]);
  });

  it('takes a lease its holder left behind once the lease has lapsed', async () => {
    await db.meta.put({ key: 'lease', value: { owner: 'crashed-tab', expiresAt: Date.now() - 1 } });
    await enqueue('held-check', { packageId: 1 });
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    expect(server.requests).toHaveLength(1);
    expect(await db.meta.get('lease')).toBeUndefined();
  });
});
