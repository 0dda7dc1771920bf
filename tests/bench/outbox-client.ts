// First: Dexie looks for indexedDB when it loads, and Node has none of its own.
import 'fake-indexeddb/auto';
import { parentPort, workerData } from 'node:worker_threads';
import { drainOutbox } from '../../src/app/offline/sync/drain';
import { enqueue } from '../../src/app/offline/store/outbox';
import { readAllRows } from '../../src/app/offline/store/outbox-read';
import { readSessionRow, writeSessionRow } from '../../src/app/offline/store/session-row';
import { packageBarcode } from '../../src/domain/barcode';
import { orderForm } from '../helpers/app/offline/order-form';

/** What the main thread hands over: the server, its admin, and the rows that the queued work refers to. */
export type ClientJob = {
  baseUrl: string;
  token: string;
  userId: number;
  customerId: number;
  taxId: number;
  heldIds: number[];
  runId: string;
  scanRuns: Array<{ checkpoint: number; rows: number }>;
  packageIns: number;
  orders: number;
};

export type ClientResult = {
  queued: number;
  queueMs: number;
  drainMs: number;
  requests: number;
  /** Each request's time on the wire and in the server, sorted, to tell the engine's share from the server's. */
  latenciesMs: number[];
  notSent: number;
  firstProblem: string | null;
};

const queueShift = async (job: ClientJob) => {
  const occurred_at = new Date().toISOString();
  let packageId = 1;
  for (const run of job.scanRuns) {
    for (let i = 0; i < run.rows; i++) await enqueue('scan', { checkpoint: run.checkpoint, codes: [{ code: packageBarcode(packageId++), occurred_at }] });
  }
  for (let i = 0; i < job.packageIns; i++) {
    await enqueue('package-in', { packages: [{ tracking_number: `TBA${job.runId}P${i}A` }, { tracking_number: `TBA${job.runId}P${i}B` }], notes: null });
  }
  for (const id of job.heldIds) await enqueue('held-check', { packageId: id });
  for (let i = 0; i < job.orders; i++) await enqueue('order-create', { data: orderForm(job.customerId, job.taxId) });
};

/**
 * The device's side of the outbox bench, in its own thread so that its IndexedDB work does not
 * share the server's event loop: queue a shift's work, then drain it with the app's engine.
 */
const runClient = async (job: ClientJob): Promise<ClientResult> => {
  await writeSessionRow({ userId: job.userId, name: 'Bench Admin', token: job.token });
  const queueStart = performance.now();
  await queueShift(job);
  const queueMs = performance.now() - queueStart;
  const latenciesMs: number[] = [];
  const timedFetch: typeof fetch = async (input, init) => {
    const start = performance.now();
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    latenciesMs.push(performance.now() - start);
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const drainStart = performance.now();
  const report = await drainOutbox({ fetch: timedFetch, now: Date.now, readSession: readSessionRow, baseUrl: job.baseUrl, locks: null });
  const drainMs = performance.now() - drainStart;
  const { rows, unreadable } = await readAllRows();
  const notSent = rows.filter((row) => row.status !== 'done');
  const first = notSent[0];
  return {
    queued: rows.length + unreadable.length,
    queueMs,
    drainMs,
    requests: report.requests,
    latenciesMs: latenciesMs.sort((a, b) => a - b),
    notSent: notSent.length + unreadable.length,
    firstProblem: first ? `${first.kind} ${first.status}: ${first.lastError ?? ''}` : report.paused,
  };
};

parentPort?.postMessage(await runClient(workerData as ClientJob));
