import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * Without the relational schema: nothing uses db.query, and drizzle() rebuilds that config on
 * every call, which bindClient makes for every mutating request.
 */
export type Db = NodePgDatabase;

export type Database = { pool: pg.Pool; db: Db };

// int8 (count(*), bigserial) fits a JS number for every count this product makes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const openDatabase = (url: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) is already evicted by pg;
  // the next query opens a new one, so the event must not crash the process.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool) };
};

/** A Drizzle handle bound to one checked-out connection, for a request's transaction. */
export const bindClient = (client: pg.PoolClient): Db => drizzle(client);
