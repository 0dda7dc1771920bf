import type { Db } from '../db/client';
import { mailLog } from '../db/schema';

export const insertMailLog = async (db: Db, values: typeof mailLog.$inferInsert) => {
  await db.insert(mailLog).values(values);
};
