import * as z from 'zod/mini';
import { zScanResult } from '../../../domain/scan-batch';
import { db } from '../store/db';
import type { CheckedRow, MetaValue, StoredRow } from '../store/outbox-schema';
import { backoffDelayMs } from './backoff';
import type { SendOutcome } from './drain-send';
import type { DrainUnit } from './drain-units';

/**
 * Gives each row of a scan batch the answers for its own codes. The server answers in request
 * order, so a row's slice is its codes' positions; a repeated code keeps its own answer.
 */
const splitScanResults = (rows: readonly CheckedRow[], body: unknown): unknown[] => {
  const parsed = z.safeParse(zScanResult, body);
  const counts = rows.map((row) => (row.kind === 'scan' ? row.payload.codes.length : 0));
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (!parsed.success || parsed.data.results.length !== total) return rows.map(() => body);
  let offset = 0;
  return counts.map((count) => {
    const results = parsed.data.results.slice(offset, offset + count);
    offset += count;
    return { results };
  });
};

type OutcomeEnv = { now: () => number; random: () => number };
export type DrainProgress = { done: number; total: number };

/** Writes what the server said onto the unit's rows, with the drain's progress, in one transaction. */
export const applyOutcome = async (unit: DrainUnit, outcome: SendOutcome, env: OutcomeEnv, progress: DrainProgress) => {
  const nowMs = env.now();
  const results = outcome.type === 'ok' && unit.batch ? splitScanResults(unit.rows, outcome.body) : null;
  const changesOf = (row: CheckedRow, index: number): Partial<StoredRow> => {
    const attempts = row.attempts + 1;
    switch (outcome.type) {
      case 'ok':
        return { status: 'done', attempts, result: results ? results[index] : outcome.body, lastError: null, nextAttemptAt: null };
      case 'refused':
        return { status: 'failed', attempts, lastError: outcome.message, nextAttemptAt: null };
      case 'retry':
        return { status: 'pending', attempts, lastError: outcome.message, nextAttemptAt: new Date(nowMs + backoffDelayMs(attempts, env.random)).toISOString() };
      case 'unauthorized':
        // A refused token says nothing about the change itself: the row waits as it was.
        return { status: 'pending' };
    }
  };
  const at = new Date(nowMs).toISOString();
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.bulkUpdate(unit.rows.map((row, index) => ({ key: row.id, changes: changesOf(row, index) })));
    await db.meta.bulkPut([
      { key: 'drain', value: { draining: true, ...progress, updatedAt: at } satisfies MetaValue<'drain'> },
      ...(outcome.type === 'ok' ? [{ key: 'lastSyncAt', value: at satisfies MetaValue<'lastSyncAt'> }] : []),
    ]);
  });
};
