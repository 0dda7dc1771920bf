import type pg from 'pg';
import type { Db } from './client';

/*
 * Transaction control stays in the database layer, so services and the HTTP layer hold no SQL.
 * A mutating request runs on a connection of its own (http/mutations.ts); other work that must
 * commit several statements together runs in inTransaction.
 */

export const beginTransaction = async (client: pg.PoolClient) => {
  await client.query('BEGIN');
};

export const endTransaction = async (client: pg.PoolClient, commit: boolean) => {
  await client.query(commit ? 'COMMIT' : 'ROLLBACK');
};

/** Runs the steps in one transaction on the pool: all of them commit, or none. */
export const inTransaction = <T>(db: Db, steps: (tx: Db) => Promise<T>): Promise<T> => db.transaction(steps);
