import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { zCustomerIndex } from '../../src/domain/customer-index';
import { mergeCustomerIndex, zCustomerIndexCopy } from '../../src/app/offline/customer-index/merge';
import { fetchCounted, type Fetched } from './customer-index-fetch';
import { timeSearches, type SearchTimes } from './customer-index-search';
import type { BenchServer } from './server';

/** Customers changed between the device's two fetches: renamed, flag flipped, and retired (they leave). */
export const indexChanges = { renamed: 50, flagged: 50, retired: 5 } as const;
const fullFetches = 5;

type Timed<T> = { value: T; ms: number };
const timed = <T>(work: () => T): Timed<T> => {
  const start = performance.now();
  const value = work();
  return { value, ms: performance.now() - start };
};

export type CustomerIndexBench = {
  customers: number;
  before: Fetched & { gzipBytes: number };
  full: Fetched & { medianMs: number };
  delta: Fetched & { rows: number; removed: number };
  fullMergeMs: number;
  deltaMergeMs: number;
  /** Checking the saved copy against its schema, as every read of it from IndexedDB does. */
  readBackMs: number;
  deviceCopyBytes: number;
  search: SearchTimes;
};

const customersFrom = (offset: number, limit: number) =>
  `select id from users where account_type in ('personal', 'business') and retired_at is null order by id offset ${offset} limit ${limit}`;

/** What a day of office work changes: names, fraud flags, a few retirements, each stamped as the API stamps it. */
const changeCustomers = async (client: pg.Client) => {
  await client.query(`update users set last_name = last_name || '-Rolle', updated_at = now() where id in (${customersFrom(1_000, indexChanges.renamed)})`);
  await client.query(`update users set flagged = not flagged, updated_at = now() where id in (${customersFrom(20_000, indexChanges.flagged)})`);
  await client.query(`update users set retired_at = now(), updated_at = now() where id in (${customersFrom(40_000, indexChanges.retired)})`);
};

/**
 * The order form's customers on a device at the seeded scale: the old full list for comparison,
 * the first fetch of the index (wire and unpacked bytes, time), a delta after some customers
 * change, the merge into the device's copy, and the search per keystroke over it, with the app's
 * own merge and search code.
 */
export const benchCustomerIndex = async (server: BenchServer, databaseUrl: string): Promise<CustomerIndexBench> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // COPY stamped every seeded customer now; as in life, they last changed well before a device's last fetch.
    await client.query('update users set updated_at = created_at');
    const get = (path: string) => fetchCounted(server.baseUrl, path, server.adminToken);
    const old = await get('/api/customers');
    const before = { ...old, gzipBytes: gzipSync(JSON.stringify(old.body)).length };
    const fulls: Fetched[] = [];
    for (let i = 0; i < fullFetches; i++) fulls.push(await get('/api/customers/index'));
    const answer = zCustomerIndex.parse(fulls[0]!.body);
    const fullMerge = timed(() => mergeCustomerIndex(null, answer));

    await changeCustomers(client);
    const delta = await get(`/api/customers/index?since=${answer.cursor}`);
    const deltaAnswer = zCustomerIndex.parse(delta.body);
    const deltaMerge = timed(() => mergeCustomerIndex(fullMerge.value, deltaAnswer));
    const times = fulls.map((fetched) => fetched.ms).sort((a, b) => a - b);
    const stored = structuredClone(deltaMerge.value);
    return {
      customers: answer.rows.length,
      before,
      full: { ...fulls[0]!, medianMs: times[Math.floor(times.length / 2)]! },
      delta: { ...delta, rows: deltaAnswer.rows.length, removed: deltaAnswer.removed.length },
      fullMergeMs: fullMerge.ms,
      deltaMergeMs: deltaMerge.ms,
      readBackMs: timed(() => zCustomerIndexCopy.parse(stored)).ms,
      deviceCopyBytes: JSON.stringify(deltaMerge.value).length,
      search: timeSearches(deltaMerge.value.data),
    };
  } finally {
    await client.end();
  }
};
