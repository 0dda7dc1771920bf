import { randomBytes } from 'node:crypto';
import { zAlertStats } from '../../src/domain/alerts';
import { signToken } from '../../src/server/http/tokens';
import { startApiCluster } from '../helpers/cluster/api-cluster';
import { benchEndpoints, requestHeaders, verifyEndpoints, type Endpoint } from './endpoints';
import { measure, type Measurement } from './measure';
import type { BenchOptions } from './options';
import { measureScanIngest, type ScanIngest } from './scan-ingest';
import type { SeedResult } from './seed-scale';

/** Issue 22: the same loads through nginx to 1, 2 and 4 API processes on one database. */
export const processCounts = [1, 2, 4] as const;

/** The health ceiling, the first page of orders and the alert counts: a cheap read, a list, an aggregate. */
const loadNames = ['GET /api/health (ceiling)', 'orders page 1', 'alerts/stats'];

/** `direct`: the health ceiling straight to the one process, past nginx, at the count of 1: what nginx costs. */
export type ProcessesRow = { processes: number; reads: Measurement<unknown>[]; scan: ScanIngest; direct: Measurement<unknown> | null };

/**
 * The scan ingest and the outbox drain before this part, and each count's own scans, move packages
 * between checkpoints, so the alert counts no longer match the seed's: the main table's
 * verification checked them; here they must be alert counts.
 */
const alertShape = (body: unknown) => (zAlertStats.safeParse(body).success ? null : 'not alert stats');

const pick = (seed: SeedResult): Endpoint[] => {
  const all = benchEndpoints(seed);
  return loadNames.map((name) => {
    const endpoint = all.find((e) => e.name === name);
    if (!endpoint) throw new Error(`no bench endpoint named ${name}`);
    return name === 'alerts/stats' ? { ...endpoint, check: alertShape } : endpoint;
  });
};

/**
 * Each process count in turn: start the processes and nginx in front of them, check the reads
 * answer as they should, measure them and the scan ingest through nginx, stop. The processes are
 * the product's own `src/server/main.ts`, as a deployment runs it, each with its pool of 10.
 */
export const benchProcesses = async (databaseUrl: string, seed: SeedResult, options: BenchOptions): Promise<ProcessesRow[]> => {
  const jwtSecret = randomBytes(32).toString('base64url');
  const token = await signToken(seed.adminId, new TextEncoder().encode(jwtSecret));
  const endpoints = pick(seed);
  const rows: ProcessesRow[] = [];
  for (const processes of processCounts) {
    const cluster = await startApiCluster({ databaseUrl, processes, jwtSecret, env: { LOG_LEVEL: 'silent' } });
    try {
      await verifyEndpoints(cluster.url, token, endpoints);
      const load = { seconds: options.seconds, connections: options.connections, rounds: options.rounds, warmupSeconds: options.warmupSeconds };
      const reads: Measurement<unknown>[] = [];
      for (const endpoint of endpoints) {
        reads.push(await measure(endpoint.name, { url: cluster.url + endpoint.path, headers: requestHeaders(endpoint, token), ...load }));
      }
      const direct = processes === 1 ? await measure(`${endpoints[0]!.name} without nginx`, { url: cluster.processUrls()[0]! + endpoints[0]!.path, headers: {}, ...load }) : null;
      const scan = await measureScanIngest({ baseUrl: cluster.url, token, databaseUrl, serverPids: cluster.pids() }, seed, load);
      rows.push({ processes, reads, scan, direct });
    } finally {
      await cluster.stop();
    }
  }
  return rows;
};
