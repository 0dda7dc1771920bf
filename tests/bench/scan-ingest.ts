import { fileURLToPath } from 'node:url';
import type { Request } from 'autocannon';
import pg from 'pg';
import { packageBarcode } from '../../src/domain/barcode';
import { zScanResult } from '../../src/domain/scan';
import { checkpoints } from '../../src/server/db/seed/reference-data';
import { measure, type Measurement } from './measure';
import type { Spread } from './stats';
import { observeScanRounds, type ScanRoundStats } from './scan-observe';
import type { SeedResult } from './seed-scale';

export const scanBatchSize = 100;
/** The newest packages, in id order: what is still moving through the checkpoints (about five months at the default scale). */
const poolSize = 200_000;
const setupRequestPath = fileURLToPath(new URL('./scan-request.cjs', import.meta.url));

/**
 * scansPerSecond is the median of the counted rounds and spread their range. recorded counts the
 * events written in every round, warm-up included, and answered the scans answered in them; the
 * batches in flight when a round ends are written but never answered, at most one per connection.
 */
export type ScanIngest = Measurement<ScanRoundStats> & { scansPerSecond: number; scansSpread: Spread; recorded: number; answered: number; inFlightMax: number };

/**
 * Where the load goes: any base URL. serverPids are the processes that serve it on this machine
 * (API processes, a proxy in front of them; this process's id for a server running in the bench's
 * own main thread), for the CPU each batch cost them; without them only PostgreSQL's is reported.
 */
export type ScanTarget = { baseUrl: string; token: string; databaseUrl: string; serverPids?: readonly number[] };
export type ScanLoad = { seconds: number; connections: number; rounds?: number; warmupSeconds?: number };
type ScanPool = { codes: string[]; checkpoints: number[]; userID: number; batch: number };

const withClient = async <T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

/**
 * Packages of live orders only, at checkpoints that are not release points: a deleted order's
 * package is answered unknown, and an unpaid one at a release point unpaid, and neither writes an
 * event, so every scan answered must be an event written.
 */
const scanPool = async (databaseUrl: string, seed: SeedResult): Promise<ScanPool> => {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ id: number }>(
      `select id from (select p.id from packages p join orders o on o.id = p.order_id and o.deleted_at is null order by p.id desc limit $1) newest order by id`,
      [poolSize],
    ),
  );
  return { codes: rows.map((r) => packageBarcode(r.id)), checkpoints: checkpoints.filter((c) => !('releases' in c && c.releases)).map((c) => c.id), userID: seed.adminId, batch: scanBatchSize };
};

/**
 * Every run starts its load from a finished checkpoint, whatever came before it (a bulk load's
 * gigabytes of WAL, or the other loads of a whole run): after a checkpoint each page's first change
 * writes the whole page to the WAL, so where the load falls in the checkpoint cycle moves its figure.
 * A role that may not (neither superuser nor pg_checkpoint, on a DATABASE_URL) just starts as it is.
 */
const startFromCheckpoint = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    try {
      await client.query('checkpoint');
    } catch (error) {
      console.log(`scan ingest: no checkpoint before the load (${error instanceof Error ? error.message : String(error)})`);
    }
  });

/** One batch before the load: 200 with a known package for every code. */
const verifyBatch = async (baseUrl: string, token: string, pool: ScanPool) => {
  const qrcodes = pool.codes.slice(0, pool.batch);
  const response = await fetch(`${baseUrl}/api/scan`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ userID: pool.userID, data: { checkpoint: pool.checkpoints[0], qrcodes } }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /api/scan: status ${response.status}: ${text.slice(0, 300)}`);
  const { results } = zScanResult.parse(JSON.parse(text));
  const unknown = results.filter((r) => r.status === 'unknown').length;
  if (results.length !== pool.batch || unknown > 0) throw new Error(`POST /api/scan: ${results.length} results, ${unknown} unknown`);
};

/**
 * Scan ingest: every request a new batch of 100 package codes (a run of consecutive packages,
 * see scan-request.cjs) at a random checkpoint that is not a release point, with its own
 * Idempotency-Key, through the whole mutation path (transaction, key, activity log). A warm-up
 * round, then the counted rounds; the events table is counted around each, so a fast figure that
 * recorded nothing shows, and each round reports the CPU a batch cost and what PostgreSQL's
 * checkpoints, write-ahead log and autovacuum did meanwhile.
 */
export const measureScanIngest = async (target: ScanTarget, seed: SeedResult, load: ScanLoad): Promise<ScanIngest> => {
  const pool = await scanPool(target.databaseUrl, seed);
  await verifyBatch(target.baseUrl, target.token, pool);
  const request: Request & { scanPool: ScanPool } = { method: 'POST', path: '/api/scan', setupRequest: setupRequestPath, scanPool: pool };
  await startFromCheckpoint(target.databaseUrl);
  const observer = await observeScanRounds(target.databaseUrl, scanBatchSize, target.serverPids);
  try {
    const result = await measure(`POST /api/scan (${scanBatchSize} codes a batch)`, {
      url: `${target.baseUrl}/api/scan`,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      ...load,
      requests: [request],
      observe: observer.observe,
    });
    const all = [...(result.warmup ? [result.warmup] : []), ...result.rounds];
    return {
      ...result,
      scansPerSecond: result.requestsPerSecond * scanBatchSize,
      scansSpread: { min: result.spread.requestsPerSecond.min * scanBatchSize, max: result.spread.requestsPerSecond.max * scanBatchSize },
      recorded: all.reduce((n, r) => n + r.observed.events, 0),
      answered: all.reduce((n, r) => n + r.ok2xx, 0) * scanBatchSize,
      inFlightMax: all.length * load.connections * scanBatchSize,
    };
  } finally {
    await observer.close();
  }
};
