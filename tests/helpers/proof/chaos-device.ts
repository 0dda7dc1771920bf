// First: Dexie looks for indexedDB when it loads, and Node has none of its own. Each worker thread
// loads its own copy, so each device has an IndexedDB of its own.
import 'fake-indexeddb/auto';
import { setTimeout as wait } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { enqueue } from '../../../src/app/offline/store/outbox';
import { readAllRows } from '../../../src/app/offline/store/outbox-read';
import { readSessionRow, writeSessionRow } from '../../../src/app/offline/store/session-row';
import { drainOutbox } from '../../../src/app/offline/sync/drain';
import type { Change, DevicePlan } from './chaos-plan';

export type DeviceResult = {
  device: number;
  queued: number;
  drains: number;
  requests: number;
  /** Rows the server refused for good (a 4xx): each is a change that will never be applied. */
  failed: number;
  /** Rows still waiting when the device gave up: changes not delivered. */
  unsent: number;
  /** What the server said to the first few refused rows. */
  refusals: string[];
};

/** After a drain that got nothing through (the server down, the line cut), the device waits this long before trying again. */
const retryPaceMs = 50;
/** A device that has not emptied its queue by then reports what is left rather than hang the run. */
const giveUpAfterMs = 15 * 60 * 1000;

const queue = async (change: Change) => {
  switch (change.kind) {
    case 'scan':
      return enqueue('scan', { checkpoint: change.checkpoint, codes: [{ code: change.code, occurred_at: new Date().toISOString() }] });
    case 'package-in':
      return enqueue('package-in', { packages: change.trackingNumbers.map((tracking_number) => ({ tracking_number })), notes: null });
    case 'held-check':
      return enqueue('held-check', { packageId: change.heldPackageId });
    case 'order-create':
      return enqueue('order-create', { data: change.data });
    case 'delivery-tick':
      return enqueue('delivery-tick', { deliveryId: change.deliveryId, delivered_at: change.deliveredAt });
  }
};

/**
 * A device of the chaos run: queues its whole plan offline, then syncs with the app's own engine
 * (as "Sync now" does, so a row backing off is tried again at once) until nothing is left to send.
 */
const runDevice = async (plan: DevicePlan): Promise<DeviceResult> => {
  await writeSessionRow({ userId: plan.userId, name: `Device ${plan.device}`, token: plan.token });
  for (const change of plan.changes) await queue(change);
  const result: DeviceResult = { device: plan.device, queued: plan.changes.length, drains: 0, requests: 0, failed: 0, unsent: 0, refusals: [] };
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const report = await drainOutbox({ fetch, now: Date.now, readSession: readSessionRow, baseUrl: plan.baseUrl, locks: null, ignoreBackoff: true });
    result.drains++;
    result.requests += report.requests;
    const { rows, unreadable } = await readAllRows();
    const failed = rows.filter((row) => row.status === 'failed');
    result.failed = failed.length + unreadable.length;
    result.refusals = failed.slice(0, 5).map((row) => `${row.kind}: ${row.lastError ?? ''}`);
    result.unsent = rows.filter((row) => row.status === 'pending' || row.status === 'sending').length;
    if (result.unsent === 0 || Date.now() > deadline) return result;
    if (report.sent === 0) await wait(retryPaceMs);
  }
};

parentPort!.postMessage(await runDevice(workerData as DevicePlan));
