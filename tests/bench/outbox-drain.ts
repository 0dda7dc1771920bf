import { listOf } from '../../src/domain/common';
import { zPackageIn } from '../../src/domain/package-ins';
import { zTax } from '../../src/domain/taxes';
import { runTsxWorker } from '../helpers/tsx-worker';
import type { ClientJob, ClientResult } from './outbox-client';
import type { BenchServer } from './server';
import type { SeedResult } from './seed-scale';

/**
 * The queue of a long offline shift, 1,000 operations: mostly wedge scans (one code per row) at
 * two checkpoints, with Packages In entries, held-package checks and new orders in between.
 */
const shift = {
  scanRuns: [
    { checkpoint: 12, rows: 400 },
    { checkpoint: 17, rows: 300 },
    { checkpoint: 12, rows: 200 },
  ],
  packageIns: 40,
  heldChecks: 30,
  orders: 30,
};

const post = async (server: BenchServer, path: string, body: unknown): Promise<unknown> => {
  const response = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`outbox bench setup: POST ${path} answered ${response.status} ${await response.text()}`);
  return response.json();
};

/** Held packages for the queued checks, made before the clock starts: a check needs its package to exist. */
const createHeldPackages = async (server: BenchServer, runId: string, count: number) => {
  const packages = Array.from({ length: count }, (_, i) => ({ tracking_number: `TBA${runId}H${i}` }));
  return zPackageIn.parse(await post(server, '/api/package-ins', { packages, notes: 'outbox bench' })).packages.map((p) => p.id);
};

const firstTaxId = async (server: BenchServer) => {
  const response = await fetch(`${server.baseUrl}/api/taxes?search=&limit=1`);
  const tax = listOf(zTax).parse(await response.json()).data[0];
  if (!tax) throw new Error('outbox bench setup: no tax category for the queued orders');
  return tax.id;
};

const runClient = (job: ClientJob) => runTsxWorker<ClientResult>(new URL('./outbox-client.ts', import.meta.url), job);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `npm run bench`: 1,000 queued operations drained end to end by the app's own sync engine against
 * the real server. The device side runs in a worker thread with Dexie on fake-indexeddb, not in a
 * browser, so its IndexedDB costs are Node's in-memory fake's.
 */
export const benchOutboxDrain = async (server: BenchServer, seed: SeedResult) => {
  const runId = Date.now().toString(36).toUpperCase();
  const [heldIds, taxId] = await Promise.all([createHeldPackages(server, runId, shift.heldChecks), firstTaxId(server)]);
  const result = await runClient({
    baseUrl: server.baseUrl,
    token: server.adminToken,
    userId: seed.adminId,
    customerId: seed.middleCustomerId,
    taxId,
    heldIds,
    runId,
    scanRuns: shift.scanRuns,
    packageIns: shift.packageIns,
    orders: shift.orders,
  });
  const scans = shift.scanRuns.reduce((n, run) => n + run.rows, 0);
  console.log('\noutbox drain (the app sync engine; client: Dexie on fake-indexeddb in a Node worker thread, not a browser)');
  console.log(`  ${result.queued} queued ops: ${scans} scans, ${shift.packageIns} package-ins, ${heldIds.length} held checks, ${shift.orders} orders; queued in ${seconds(result.queueMs)}`);
  const latency = result.latenciesMs;
  const p50 = latency[Math.floor(latency.length / 2)] ?? 0;
  const sum = latency.reduce((total, ms) => total + ms, 0);
  console.log(`  drained in ${seconds(result.drainMs)} (target <= 2 s): ${result.requests} requests, ${Math.round(result.queued / (result.drainMs / 1000))} ops/s`);
  console.log(`  request latency p50 ${p50.toFixed(1)} ms, max ${(latency.at(-1) ?? 0).toFixed(1)} ms, sum ${seconds(sum)} (up to 4 in flight)`);
  if (result.notSent > 0) console.log(`warning: ${result.notSent} ops not sent; first: ${result.firstProblem ?? 'unknown'}`);
};
