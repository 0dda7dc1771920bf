import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailLog } from '../../db/schema';

export const countMailLog = async (db: Db) => (await db.select({ n: count() }).from(mailLog))[0]?.n ?? 0;

/** Newest first. */
export const mailLogRows = (db: Db, limit: number, offset: number) => db.select().from(mailLog).orderBy(desc(mailLog.id)).limit(limit).offset(offset);
