import { count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailLog } from '../../db/schema';

const sentTo = (to: string) => (to === '' ? undefined : sql`lower(${mailLog.to}) = lower(${to})`);

export const countMailLog = async (db: Db, to: string) => (await db.select({ n: count() }).from(mailLog).where(sentTo(to)))[0]?.n ?? 0;

/** Newest first. */
export const mailLogRows = (db: Db, to: string, limit: number, offset: number) =>
  db.select().from(mailLog).where(sentTo(to)).orderBy(desc(mailLog.id)).limit(limit).offset(offset);
