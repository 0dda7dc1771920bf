import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const pgErrorCodes = { foreignKeyViolation: '23503', uniqueViolation: '23505', deadlockDetected: '40P01' } as const;

/** The SQLSTATE of a failed statement; Drizzle wraps the pg error in `cause`. */
export const pgErrorCode = (error: unknown): string | undefined => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/**
 * Runs one step so that a statement the database refuses undoes only that step: the request's
 * transaction stays usable, so the service can answer the refusal as a conflict. Only for the
 * transaction-bound handle of a mutating request (request.db), never for the pool.
 */
export const inSavepoint = async <T>(db: Db, step: () => Promise<T>): Promise<T> => {
  await db.execute(sql`savepoint area_step`);
  try {
    const result = await step();
    await db.execute(sql`release savepoint area_step`);
    return result;
  } catch (error) {
    await db.execute(sql`rollback to savepoint area_step`);
    throw error;
  }
};
