import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { guardPool } from './connection-guard';

/**
 * Without the relational schema: nothing uses db.query, and drizzle() rebuilds that config on
 * every call, which bindClient makes for every mutating request.
 */
export type Db = NodePgDatabase;

export type Database = { pool: pg.Pool; db: Db };

// int8 (count(*), bigserial) fits a JS number for every count this product makes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type PoolOptions = { max?: number; acquireTimeoutMs?: number };

/** Long enough for a burst to drain through the pool, short enough that a client hears 503 and retries. */
export const defaultAcquireTimeoutMs = 10_000;

export const openDatabase = (url: string, { max = 10, acquireTimeoutMs = defaultAcquireTimeoutMs }: PoolOptions = {}): Database => {
  const pool = guardPool(new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: acquireTimeoutMs }));
  // An idle connection dropped by the server (restart, failover) is already evicted by pg;
  // the next query opens a new one, so the event must not crash the process.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool) };
};

/** A Drizzle handle bound to one checked-out connection, for a request's transaction. */
export const bindClient = (client: pg.PoolClient): Db => drizzle(client);
