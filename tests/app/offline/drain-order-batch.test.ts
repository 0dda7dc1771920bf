import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/app/offline/store/db';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { clearOfflineDb, createClock, createFakeServer, scanAnswer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';
import { orderForm } from '../../helpers/app/offline/order-form';

const at = (iso: string) => ({ code: iso.slice(11, 19).replace(/:/g, ''), occurred_at: iso });
const scan = (checkpoint: number, ...codes: string[]) =>
  enqueue('scan', { checkpoint, codes: codes.map((code) => ({ code, occurred_at: '2025-03-01T10:00:00.000Z' })) });

const rowsById = async () => new Map((await readAllRows()).rows.map((row) => [row.id, row]));

beforeEach(async () => {
  await clearOfflineDb();
  await signInAs(7, 'Ann Worker');
});

describe('draining the outbox', () => {
  it('sends rows oldest first, each kind to its endpoint under its own key and the owner token', async () => {
    const pkg = await enqueue('package-in', { packages: [{ tracking_number: '1Z999AA10123456784' }], notes: 'Left at gate' });
    const check = await enqueue('held-check', { packageId: 44 });
    const tick = await enqueue('delivery-tick', { deliveryId: 9, delivered_at: '2025-03-01T11:00:00.000Z' });
    const order = await enqueue('order-create', { data: orderForm(120, 3) });
    const server = createFakeServer();
    const report = await drainOutbox(testEnv(server.fetch));

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/package-ins',
      'POST /api/held-packages/44/checked',
      'POST /api/deliveries/9/delivered',
      'POST /api/orders',
    ]);
    expect(server.requests.map((r) => r.key)).toEqual([pkg.idempotencyKey, check.idempotencyKey, tick.idempotencyKey, order.idempotencyKey]);
    const session = await db.session.get('current');
    expect(server.requests.every((r) => r.token === session?.token)).toBe(true);
    expect(server.requests[0]!.body).toEqual({ packages: [{ tracking_number: '1Z999AA10123456784' }], notes: 'Left at gate' });
    expect(server.requests[1]!.body).toBeUndefined();
    expect(server.requests[2]!.body).toEqual({ delivered_at: '2025-03-01T11:00:00.000Z' });
    expect(server.requests[3]!.body).toEqual({ workerID: 7, data: orderForm(120, 3) });
    expect(report).toMatchObject({ sent: 4, failed: 0, deferred: 0, requests: 4, paused: null });

    const rows = await rowsById();
    expect(rows.get(order.id)).toMatchObject({ status: 'done', result: { id: 4 }, attempts: 1, lastError: null });
    expect([...rows.values()].every((row) => row.status === 'done')).toBe(true);
  });

  it('sends consecutive scans at one checkpoint as one POST /api/scan and splits the answers back per row', async () => {
    const first = await enqueue('scan', { checkpoint: 5, codes: [at('2025-03-01T10:00:01.000Z'), at('2025-03-01T10:00:02.000Z')] });
    const second = await enqueue('scan', { checkpoint: 5, codes: [at('2025-03-01T10:00:03.000Z')] });
    const other = await scan(6, 'C6');
    await enqueue('held-check', { packageId: 1 });
    const after = await scan(6, 'D6');
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));

    expect(server.requests.map((r) => r.path)).toEqual(['/api/scan', '/api/scan', '/api/held-packages/1/checked', '/api/scan']);
    expect(server.requests[0]!.body).toEqual({
      userID: 7,
      data: { checkpoint: 5, qrcodes: [at('2025-03-01T10:00:01.000Z'), at('2025-03-01T10:00:02.000Z'), at('2025-03-01T10:00:03.000Z')] },
    });
    expect(server.requests[1]!.body).toEqual({ userID: 7, data: { checkpoint: 6, qrcodes: [{ code: 'C6', occurred_at: '2025-03-01T10:00:00.000Z' }] } });
    expect(server.requests[3]!.body).toMatchObject({ data: { checkpoint: 6, qrcodes: [{ code: 'D6' }] } });

    const rows = await rowsById();
    expect(rows.get(first.id)?.result).toEqual({ results: scanAnswer(server.requests[0]!.body).results.slice(0, 2) });
    expect(rows.get(second.id)?.result).toEqual({ results: scanAnswer(server.requests[0]!.body).results.slice(2) });
    expect(rows.get(first.id)?.batchKey).toBe(server.requests[0]!.key);
    expect(rows.get(second.id)?.batchKey).toBe(server.requests[0]!.key);
    expect(rows.get(other.id)?.batchKey).toBe(server.requests[1]!.key);
    expect(rows.get(after.id)?.status).toBe('done');
  });

  it('resends a batch cut off by the network as the same request under the same key, and new scans go separately', async () => {
    const clock = createClock(Date.now());
    await scan(5, 'A1');
    await scan(5, 'A2');
    const down = createFakeServer(() => 'network-error');
    const failed = await drainOutbox(testEnv(down.fetch, { now: clock.now }));
    expect(failed).toMatchObject({ sent: 0, deferred: 2, requests: 1 });
    const [lost] = down.requests;

    await scan(5, 'A3');
    clock.advance(2_000);
    const up = createFakeServer();
    await drainOutbox(testEnv(up.fetch, { now: clock.now }));

    expect(up.requests).toHaveLength(2);
    expect(up.requests[0]).toEqual(lost);
    expect(up.requests[1]!.key).not.toBe(lost!.key);
    expect(up.requests[1]!.body).toMatchObject({ data: { checkpoint: 5, qrcodes: [{ code: 'A3' }] } });
    expect((await readAllRows()).rows.every((row) => row.status === 'done')).toBe(true);
  });

  it('never puts more than 1,000 codes in one batch', async () => {
    const codes = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    await scan(5, ...codes('A', 600));
    await scan(5, ...codes('B', 300));
    await scan(5, ...codes('C', 200));
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    const sizes = server.requests.map((r) => (r.body as { data: { qrcodes: unknown[] } }).data.qrcodes.length);
    expect(sizes).toEqual([900, 200]);
  });
});
