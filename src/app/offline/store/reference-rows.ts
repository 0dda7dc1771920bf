import * as z from 'zod/mini';
import { db } from './db';
import { zReferenceRow } from './outbox-schema';

type StoredReference<T> = { data: T; fetchedAt: string };

/** The device's copy of a reference list, or null when there is none that still fits `schema`. */
export const readReference = async <T>(key: string, schema: z.core.$ZodType<T>): Promise<StoredReference<T> | null> => {
  const row = z.safeParse(zReferenceRow, await db.reference.get(key));
  if (!row.success) return null;
  // A copy saved by an older version that no longer fits the schema is as good as none.
  const data = z.safeParse(schema, row.data.data);
  return data.success ? { data: data.data, fetchedAt: row.data.fetchedAt } : null;
};

/** Saves a fresh copy; a full disk costs the offline copy, not the live answer on screen. */
export const saveReference = async (key: string, data: unknown) => {
  try {
    await db.reference.put({ key, data, fetchedAt: new Date().toISOString() });
  } catch (error) {
    console.warn(`Could not save ${key} for offline use`, error);
  }
};

/** When each saved list was fetched, by key: what the refresh compares with a list's freshness, and the sync panel shows. */
export const readSavedTimes = async (): Promise<Map<string, string>> => {
  const rows = await db.reference.toArray();
  return new Map(rows.flatMap((raw) => {
    const row = z.safeParse(zReferenceRow, raw);
    return row.success ? [[row.data.key, row.data.fetchedAt] as const] : [];
  }));
};
