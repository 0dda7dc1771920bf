import { db } from '../store/db';
import { writeMeta } from '../store/meta';
import type { SessionRow } from '../store/outbox-schema';
import { pruneDoneRows } from '../store/prune';
import { readPause } from '../store/session-row';
import { withDrainLock, type LockManagerLike } from './drain-lock';
import type { DrainProgress } from './drain-outcome';
import { runPass, type DrainReport, type PassState } from './drain-pass';
import type { SendEnv } from './drain-send';
import { groupUnits, loadDueRows } from './drain-units';

export type { DrainProgress } from './drain-outcome';
export type { DrainReport } from './drain-pass';

/** Everything the engine needs from its host, so the page, the service worker and tests run the same code. */
export type DrainEnv = SendEnv & {
  now: () => number;
  readSession: () => Promise<SessionRow | null>;
  /** Jitter source for the backoff; Math.random unless a test pins it. */
  random?: () => number;
  /** navigator.locks by default; null forces the IndexedDB lease. */
  locks?: LockManagerLike | null;
  /** Send rows that are still backing off (a manual "Sync now", the connection coming back). */
  ignoreBackoff?: boolean;
};

const defaultLocks = (): LockManagerLike | null => (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null);

const publishProgress = (env: DrainEnv, draining: boolean, progress: DrainProgress) =>
  writeMeta('drain', { draining, ...progress, updatedAt: new Date(env.now()).toISOString() });

/** Only the lock holder runs this, so a row still marked sending was cut off mid-request. */
const recoverInterrupted = () => db.outbox.where('status').equals('sending').modify({ status: 'pending' });

const drainLocked = async (env: DrainEnv): Promise<DrainReport> => {
  const state: PassState = {
    report: { paused: null, sent: 0, failed: 0, deferred: 0, requests: 0 },
    progress: { done: 0, total: 0 },
    attempted: new Set(),
    stop: null,
  };
  const passEnv = { ...env, random: env.random ?? Math.random };
  await recoverInterrupted();
  const session = await env.readSession();
  try {
    // Passes repeat so that rows queued during a drain go out with it, not 30 s later.
    while (!state.stop) {
      state.report.paused = await readPause(session, env.now());
      if (state.report.paused || !session) break;
      const due = (await loadDueRows(session.userId, env.now(), env.ignoreBackoff ?? false)).filter((row) => !state.attempted.has(row.id));
      if (due.length === 0) break;
      state.progress.total = state.progress.done + due.length;
      await publishProgress(env, true, state.progress);
      const before = state.report.requests;
      await runPass(passEnv, session, state, await groupUnits(due));
      // Nothing sent: every row changed under the pass (edited, discarded); their own signal drains them.
      if (state.report.requests === before) break;
    }
    return state.report;
  } finally {
    await publishProgress(env, false, state.progress);
    await pruneDoneRows(env.now());
  }
};

/**
 * Sends the signed-in user's queued rows, oldest first, one drainer at a time. Stops at the first
 * network error or 5xx (the rest would fail the same way) and at a refused token.
 */
export const drainOutbox = (env: DrainEnv): Promise<DrainReport> =>
  withDrainLock(env.locks === undefined ? defaultLocks() : env.locks, () => drainLocked(env));
