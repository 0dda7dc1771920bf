import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { surviveDroppedConnections, type Db } from '../db/client';

export type PaymentJournal = { db: Db; close: () => Promise<void> };

/**
 * The card-payment journal's own small pool, apart from the guarded main pool. A row written
 * through it commits at once, so a charge about to be asked for is on record even when the
 * request's transaction rolls back or the process dies (docs/decisions.md, Checkout). A request
 * that holds its transaction's connection borrows one of these for single statements that never
 * wait on a row lock, and nothing holding one of these waits for the main pool, so the two pools
 * cannot wait on each other.
 */
export const createPaymentJournal = (databaseUrl: string): PaymentJournal => {
  const pool = surviveDroppedConnections(new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: 10_000 }));
  return { db: drizzle(pool), close: () => pool.end() };
};
