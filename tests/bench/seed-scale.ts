import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedReference } from '../../src/server/db/seed/seed-reference';
import { hashPassword } from '../../src/server/passwords';
import { benchAdminEmail, copyColumns, seedLines, staffCount } from './seed-rows';

export type SeedResult = {
  adminId: number;
  /** A customer from the middle of the id range, for the exact-id search. */
  middleCustomerId: number;
  customers: number;
  staff: number;
  timings: { migrateMs: number; hashMs: number; copyMs: number; analyzeMs: number; totalMs: number };
};

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};

const migrateAndSeedReference = async (url: string) => {
  const { pool, db } = openDatabase(url, 1);
  try {
    await migrateDatabase(db);
    await seedReference(db);
  } finally {
    await pool.end();
  }
};

const copyUsers = (client: pg.Client, customers: number, passwordHash: string) =>
  pipeline(Readable.from(seedLines(customers, passwordHash)), client.query(copyFrom(`copy users (${copyColumns.join(', ')}) from stdin`)));

const sampleIds = async (client: pg.Client, customers: number) => {
  const admin = await client.query<{ id: number }>('select id from users where email = $1', [benchAdminEmail]);
  const middle = await client.query<{ id: number }>(
    `select id from users where account_type in ('personal', 'business') order by id offset $1 limit 1`,
    [Math.floor(customers / 2)],
  );
  const adminId = admin.rows[0]?.id;
  const middleCustomerId = middle.rows[0]?.id;
  if (adminId === undefined || middleCustomerId === undefined) throw new Error('seeded rows not found');
  return { adminId, middleCustomerId };
};

/**
 * Schema, reference data, then staff and customers through COPY. Every row shares one
 * argon2 hash: hashing 50k passwords would take minutes and measure nothing.
 */
export const seedScale = async (url: string, customers: number): Promise<SeedResult> => {
  const start = performance.now();
  const [, migrateMs] = await timed(() => migrateAndSeedReference(url));
  const [passwordHash, hashMs] = await timed(() => hashPassword('bench-password'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [, copyMs] = await timed(() => copyUsers(client, customers, passwordHash));
    // VACUUM also flushes the GIN pending lists and sets the visibility map, as autovacuum
    // would have long done on a live table; ANALYZE gives the planner real statistics.
    const [, analyzeMs] = await timed(() => client.query('vacuum (analyze) users'));
    const ids = await sampleIds(client, customers);
    const totalMs = performance.now() - start;
    return { ...ids, customers, staff: staffCount, timings: { migrateMs, hashMs, copyMs, analyzeMs, totalMs } };
  } finally {
    await client.end();
  }
};
