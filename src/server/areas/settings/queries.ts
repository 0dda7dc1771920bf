import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** The stored value of one setting, or undefined while nobody has set it. */
export const findSetting = async (db: Db, key: string): Promise<unknown> =>
  (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)))[0]?.value;

/** Sets one setting, remembering who set it and when; two admins saving at once both land, the later one last. */
export const saveSetting = (db: Db, key: string, value: unknown, userId: number) =>
  db
    .insert(settings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: new Date() } });
