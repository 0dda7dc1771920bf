import type { Db } from '../db/client';

/**
 * Shares a read that is already running: a caller asking for the same key of the same database
 * while it runs gets that read's answer instead of starting its own. Nothing is kept once the
 * read settles, so an answer is never older than one read, begun at most that long before the
 * request: a request that comes after a change has been committed and answered sees it.
 */
export const sharedRead = <T>(read: (db: Db, key: string) => Promise<T>) => {
  const running = new WeakMap<Db, Map<string, Promise<T>>>();
  return (db: Db, key = ''): Promise<T> => {
    let ofDb = running.get(db);
    if (!ofDb) running.set(db, (ofDb = new Map()));
    const current = ofDb.get(key);
    if (current) return current;
    const map = ofDb;
    const next = read(db, key).finally(() => map.delete(key));
    map.set(key, next);
    return next;
  };
};
