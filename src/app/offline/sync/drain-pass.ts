import { writeMeta } from '../store/meta';
import type { SessionRow } from '../store/outbox-schema';
import type { SyncPause } from '../store/session-row';
import { applyOutcome, type DrainProgress } from './drain-outcome';
import { claimUnit, sendUnit, type SendEnv } from './drain-send';
import type { DrainUnit } from './drain-units';

export type DrainReport = {
  paused: SyncPause | null;
  /** Rows answered 2xx, refused with a 4xx, and put back to wait after a network error or 5xx. */
  sent: number;
  failed: number;
  deferred: number;
  requests: number;
};

export type PassEnv = SendEnv & { now: () => number; random: () => number };

export type PassState = {
  report: DrainReport;
  progress: DrainProgress;
  /** Rows tried in this drain: a later pass only picks up rows queued meanwhile. */
  attempted: Set<string>;
  /** Why no further unit starts: a pause, a network error or 5xx, or a storage error to rethrow. */
  stop: { reason: 'paused' | 'retry' } | { reason: 'error'; error: unknown } | null;
};

// Independent rows go a few at a time: each is a server transaction, and waiting on them one by
// one leaves both ends idle. The first unit goes alone, so an unreachable server costs one try.
const maxInFlight = 4;

const runUnit = async (env: PassEnv, session: SessionRow, state: PassState, unit: DrainUnit) => {
  const key = await claimUnit(unit);
  if (key === null) return false;
  for (const row of unit.rows) state.attempted.add(row.id);
  state.report.requests++;
  const outcome = await sendUnit(env, unit, session.token, key);
  if (outcome.type === 'ok' || outcome.type === 'refused') state.progress.done += unit.rows.length;
  await applyOutcome(unit, outcome, env, state.progress);
  if (outcome.type === 'unauthorized') {
    await writeMeta('rejectedToken', session.token);
    state.report.paused = 'expired';
    state.stop = { reason: 'paused' };
  } else if (outcome.type === 'retry') {
    state.report.deferred += unit.rows.length;
    state.stop ??= { reason: 'retry' };
  } else {
    state.report[outcome.type === 'ok' ? 'sent' : 'failed'] += unit.rows.length;
  }
  return outcome.type === 'ok' || outcome.type === 'refused';
};

/** Sends the units in order, a few in flight once the server has answered; stops starting new ones on `state.stop`. */
export const runPass = async (env: PassEnv, session: SessionRow, state: PassState, units: readonly DrainUnit[]) => {
  const inFlight = new Set<Promise<void>>();
  let width = 1;
  for (const unit of units) {
    if (state.stop) break;
    if (Date.parse(session.expiresAt) <= env.now()) {
      state.report.paused = 'expired';
      state.stop = { reason: 'paused' };
      break;
    }
    const task = runUnit(env, session, state, unit).then(
      (answered) => {
        if (answered) width = maxInFlight;
      },
      (error: unknown) => {
        state.stop = { reason: 'error', error };
      },
    );
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    while (inFlight.size >= width) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  if (state.stop?.reason === 'error') throw state.stop.error;
};
