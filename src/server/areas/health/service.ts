import type { z } from 'zod';
import type { zHealth } from '../../../domain/health';
import type { Db } from '../../db/client';
import { pingDatabase } from './queries';

/** Up when the database answers; a database that does not is reported, never thrown. */
export const checkHealth = async (db: Db, onDatabaseDown: (error: unknown) => void): Promise<z.infer<typeof zHealth>> => {
  try {
    await pingDatabase(db);
    return { status: 'ok', database: 'ok' };
  } catch (error) {
    onDatabaseDown(error);
    return { status: 'degraded', database: 'down' };
  }
};
