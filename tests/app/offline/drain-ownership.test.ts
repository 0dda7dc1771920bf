import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/app/offline/store/db';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { clearSessionRow } from '../../../src/app/offline/store/session-row';
import { clearOfflineDb, createFakeServer, signInAs, testEnv } from '../../helpers/app/offline/offline-fixtures';

const statuses = async () => (await readAllRows()).rows.map((row) => `${row.ownerName}:${row.status}`).sort();

beforeEach(clearOfflineDb);

describe('who a row is sent as', () => {
  it("keeps user A's rows while B is signed in, sends only B's, and sends A's under A's token once A is back", async () => {
    await signInAs(7, 'Ann Worker', { nonce: 'ann' });
    const mine = await enqueue('held-check', { packageId: 1 });
    await enqueue('scan', { checkpoint: 5, codes: [{ code: 'A', occurred_at: '2025-03-01T10:00:00.000Z' }] });
    expect(mine).toMatchObject({ userId: 7, ownerName: 'Ann Worker' });

    await signInAs(8, 'Bob Driver', { nonce: 'bob' });
    const bobs = await enqueue('delivery-tick', { deliveryId: 3, delivered_at: '2025-03-01T10:05:00.000Z' });
    const server = createFakeServer();
    await drainOutbox(testEnv(server.fetch));
    const bobToken = (await db.session.get('current'))?.token;
    expect(server.requests.map((r) => [r.path, r.key, r.token])).toEqual([['/api/deliveries/3/delivered', bobs.idempotencyKey, bobToken]]);
    expect(await statuses()).toEqual(['Ann Worker:pending', 'Ann Worker:pending', 'Bob Driver:done']);

    await signInAs(7, 'Ann Worker', { nonce: 'ann-again' });
    await drainOutbox(testEnv(server.fetch));
    const annToken = (await db.session.get('current'))?.token;
    expect(server.requests.slice(1).map((r) => [r.path, r.token])).toEqual([
      ['/api/held-packages/1/checked', annToken],
      ['/api/scan', annToken],
    ]);
    expect(server.requests[2]!.body).toMatchObject({ userID: 7 });
    expect(await statuses()).toEqual(['Ann Worker:done', 'Ann Worker:done', 'Bob Driver:done']);
  });

  it('pauses with "signed-out" and sends nothing when nobody is signed in', async () => {
    await signInAs(7, 'Ann Worker');
    await enqueue('held-check', { packageId: 1 });
    await clearSessionRow();
    const server = createFakeServer();
    const report = await drainOutbox(testEnv(server.fetch));
    expect(report.paused).toBe('signed-out');
    expect(server.requests).toHaveLength(0);
    expect(await statuses()).toEqual(['Ann Worker:pending']);
  });

  it('refuses to queue a change when nobody is signed in', async () => {
    await expect(enqueue('held-check', { packageId: 1 })).rejects.toThrow('Sign in to record this change.');
  });
});

describe('an expired session', () => {
  it('pauses the queue before sending and keeps every row as it was', async () => {
    await signInAs(7, 'Ann Worker', { expiresAtMs: Date.now() + 60_000 });
    const row = await enqueue('held-check', { packageId: 1 });
    const server = createFakeServer();
    const report = await drainOutbox(testEnv(server.fetch, { now: () => Date.now() + 61_000 }));
    expect(report.paused).toBe('expired');
    expect(server.requests).toHaveLength(0);
    expect((await readAllRows()).rows).toEqual([row]);
  });

  it('stops on a 401 without touching the row, stays paused for that token, and resumes after a new sign-in', async () => {
    await signInAs(7, 'Ann Worker', { nonce: 'old' });
    const row = await enqueue('held-check', { packageId: 1 });
    await enqueue('held-check', { packageId: 2 });
    const rejecting = createFakeServer(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } }));
    const report = await drainOutbox(testEnv(rejecting.fetch));
    expect(report.paused).toBe('expired');
    expect(rejecting.requests).toHaveLength(1);
    expect((await readAllRows()).rows.find((r) => r.id === row.id)).toEqual(row);

    await drainOutbox(testEnv(rejecting.fetch));
    expect(rejecting.requests).toHaveLength(1);

    await signInAs(7, 'Ann Worker', { nonce: 'new' });
    const server = createFakeServer();
    const resumed = await drainOutbox(testEnv(server.fetch));
    expect(resumed).toMatchObject({ paused: null, sent: 2 });
    expect(server.requests[0]!.key).toBe(row.idempotencyKey);
  });
});
