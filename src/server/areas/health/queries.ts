import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};
