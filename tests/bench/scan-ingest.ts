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

const countEvents = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => (await client.query<{ n: number }>('select count(*)::int as n from tracking_events')).rows[0]!.n);

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
 * Idempotency-Key, through the whole mutation path (transaction, key, activity log). The events
 * table is counted before and after, so a fast figure that recorded nothing shows.
 */
export const measureScanIngest = async (
  target: { baseUrl: string; token: string; databaseUrl: string },
  seed: SeedResult,
  load: { seconds: number; connections: number },
): Promise<ScanIngest> => {
  const pool = await scanPool(target.databaseUrl, seed);
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
