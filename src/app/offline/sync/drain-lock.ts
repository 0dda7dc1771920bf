import { db } from '../store/db';
import { readMeta, removeMeta, writeMeta } from '../store/meta';

export const drainLockName = 'freight-outbox-drain';

/** The part of the Web Locks API the drainer uses; tests may pass their own. */
export type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

const leaseMs = 30_000;
const renewEveryMs = 10_000;
const pollMs = 50;

const tryTakeLease = (owner: string) =>
  db.transaction('rw', db.meta, async () => {
    const lease = await readMeta('lease');
    if (lease && lease.owner !== owner && lease.expiresAt > Date.now()) return false;
    await writeMeta('lease', { owner, expiresAt: Date.now() + leaseMs });
    return true;
  });

const releaseLease = (owner: string) =>
  db.transaction('rw', db.meta, async () => {
    const lease = await readMeta('lease');
    if (lease?.owner === owner) await removeMeta('lease');
  });

/**
 * Where Web Locks are missing, a lease row in IndexedDB stands in: taken in a transaction,
 * renewed while the drain runs, and it lapses by itself if its holder dies.
 */
const withLease = async <T>(run: () => Promise<T>): Promise<T> => {
  const owner = crypto.randomUUID();
  while (!(await tryTakeLease(owner))) await new Promise((resolve) => setTimeout(resolve, pollMs));
  const renewal = setInterval(() => void tryTakeLease(owner), renewEveryMs);
  try {
    return await run();
  } finally {
    clearInterval(renewal);
    await releaseLease(owner);
  }
};

/** One drainer at a time across the page, other tabs and the service worker; others wait their turn. */
export const withDrainLock = <T>(locks: LockManagerLike | null | undefined, run: () => Promise<T>): Promise<T> =>
  locks ? locks.request(drainLockName, run) : withLease(run);
