import { fileURLToPath } from 'node:url';
import type { Request } from 'autocannon';
import pg from 'pg';
import { packageBarcode } from '../../src/domain/barcode';
import { zScanResult } from '../../src/domain/scan';
import { checkpoints } from '../../src/server/db/seed/reference-data';
import { measure, type Measurement } from './measure';
import type { SeedResult } from './seed-scale';

export const scanBatchSize = 100;
/** The newest packages, in id order: what is still moving through the checkpoints (about five months at the default scale). */
const poolSize = 200_000;
const setupRequestPath = fileURLToPath(new URL('./scan-request.cjs', import.meta.url));

export type ScanIngest = Measurement & { scansPerSecond: number; recorded: number; answered: number };
type ScanPool = { codes: string[]; checkpoints: number[]; userID: number; batch: number };

const scanPool = (seed: SeedResult): ScanPool => {
  const size = Math.min(poolSize, seed.rows.packages);
  const first = seed.rows.packages - size + 1;
  const codes = Array.from({ length: size }, (_, i) => packageBarcode(first + i));
  return { codes, checkpoints: checkpoints.map((c) => c.id), userID: seed.adminId, batch: scanBatchSize };
};

const countEvents = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from tracking_events')).rows[0]!.n;
  } finally {
    await client.end();
  }
};

/** One batch before the load: 200 with a result per code, nearly all of them known packages. */
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
  if (results.length !== pool.batch || unknown > pool.batch / 10) throw new Error(`POST /api/scan: ${results.length} results, ${unknown} unknown`);
};

/**
 * Scan ingest: every request a new batch of 100 package codes (a run of consecutive packages,
 * see scan-request.cjs) at a random checkpoint, with its own Idempotency-Key, through the whole
 * mutation path (transaction, key, activity log). The events table is counted before and after,
 * so a fast figure that recorded nothing shows.
 */
export const measureScanIngest = async (
  target: { baseUrl: string; token: string; databaseUrl: string },
  seed: SeedResult,
  load: { seconds: number; connections: number },
): Promise<ScanIngest> => {
  const pool = scanPool(seed);
  await verifyBatch(target.baseUrl, target.token, pool);
  const request: Request & { scanPool: ScanPool } = { method: 'POST', path: '/api/scan', setupRequest: setupRequestPath, scanPool: pool };
  const before = await countEvents(target.databaseUrl);
  const result = await measure(`POST /api/scan (${scanBatchSize} codes a batch)`, {
    url: `${target.baseUrl}/api/scan`,
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    seconds: load.seconds,
    connections: load.connections,
    requests: [request],
  });
  const recorded = (await countEvents(target.databaseUrl)) - before;
  return { ...result, scansPerSecond: result.requestsPerSecond * scanBatchSize, recorded, answered: result.ok2xx * scanBatchSize };
};
