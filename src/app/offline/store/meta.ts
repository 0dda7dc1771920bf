import * as z from 'zod/mini';
import { db } from './db';
import { metaSchemas, type MetaKey, type MetaValue } from './outbox-schema';

/** A meta value that fails its schema reads as absent: these are hints (times, progress), never user data. */
export const readMeta = async <K extends MetaKey>(key: K): Promise<MetaValue<K> | null> => {
  const row = await db.meta.get(key);
  if (!row) return null;
  const parsed = z.safeParse(metaSchemas[key], row.value);
  return parsed.success ? (parsed.data as MetaValue<K>) : null;
};

export const writeMeta = async <K extends MetaKey>(key: K, value: MetaValue<K>) => {
  await db.meta.put({ key, value });
};

export const removeMeta = async (key: MetaKey) => {
  await db.meta.delete(key);
};
