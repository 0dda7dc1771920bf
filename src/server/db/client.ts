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

/**
 * A connection the server drops (restart, failover, a terminated backend) must not end the process.
 * pg-pool listens for that only on idle connections; one checked out between two statements (a
 * request's transaction) would raise an uncaught error. Its next statement fails instead, which
 * answers the request, and the pool evicts it on release since it is no longer queryable.
 */
export const surviveDroppedConnections = (pool: pg.Pool) => {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
};

/**
 * The pool's connections pipeline (pg's `pipeline`): a statement goes out at once, not after the
 * answer to the one before it. The mutations layer sends BEGIN with the Idempotency-Key's claim,
 * so a mutation waits for one round trip fewer (never COMMIT with what precedes it: see
 * mutations.ts). Each statement
 * keeps its own Sync: one that fails is answered with its error, and the next finds the
 * transaction aborted, as if it had been sent after that answer. Nothing here uses a cursor or
 * COPY on the pool, which pipelining refuses.
 */
export const openDatabase = (url: string, { max = 10, acquireTimeoutMs = defaultAcquireTimeoutMs }: PoolOptions = {}): Database => {
  const pool = surviveDroppedConnections(guardPool(new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: acquireTimeoutMs, pipeline: true })));
  return { pool, db: drizzle(pool) };
};

/** Only the reports and other lag-tolerant reads use the replica, a few at a time: fewer connections than the primary's 10. */
const readPoolMax = 5;

/** The pool of the replica (DATABASE_READ_URL) when there is one; otherwise the primary's, so those reads go there as before. */
export const openReadDatabase = (url: string | undefined, primary: Database, { acquireTimeoutMs }: PoolOptions = {}): Database =>
  url ? openDatabase(url, { max: readPoolMax, acquireTimeoutMs }) : primary;

/** A Drizzle handle bound to one checked-out connection, for a request's transaction. */
export const bindClient = (client: pg.PoolClient): Db => drizzle(client);
