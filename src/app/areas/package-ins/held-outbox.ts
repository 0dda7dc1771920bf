import type { OutboxEntry } from '../../offline/hooks/use-outbox';

/** A Packages In entry that is still on this device, shown in the table until the server has it. */
export type QueuedEntry = {
  id: string;
  localRef: string;
  count: number;
  occurredAt: string;
  ownerName: string;
  isMine: boolean;
  status: 'pending' | 'sending' | 'failed';
  lastError: string | null;
};

/** Queued 'package-in' rows, newest first; a row the server has taken is in the server's list instead. */
export const queuedEntriesOf = (rows: readonly OutboxEntry[]): QueuedEntry[] =>
  rows
    .flatMap((row) => {
      if (row.kind !== 'package-in' || row.status === 'done') return [];
      const { id, localRef, occurredAt, ownerName, isMine, status, lastError } = row;
      return [{ id, localRef, occurredAt, ownerName, isMine, status, lastError, count: row.payloadError === undefined ? row.payload.packages.length : 0 }];
    })
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));

export type CheckState = 'pending' | 'failed' | 'done';

/**
 * How far each ticked package has got, by package id. A later row for the same package (a retry
 * after a failure) wins over an earlier one.
 */
export const checkStatesOf = (rows: readonly OutboxEntry[]): ReadonlyMap<number, CheckState> => {
  const states = new Map<number, { state: CheckState; at: string }>();
  for (const row of rows) {
    if (row.kind !== 'held-check' || row.payloadError !== undefined) continue;
    const state: CheckState = row.status === 'done' ? 'done' : row.status === 'failed' ? 'failed' : 'pending';
    const earlier = states.get(row.payload.packageId);
    if (!earlier || earlier.at <= row.createdAt) states.set(row.payload.packageId, { state, at: row.createdAt });
  }
  return new Map([...states].map(([id, { state }]) => [id, state]));
};

/** Ticked shows at once: a queued or sent check counts, a refused one does not. */
export const isTicked = (checked: boolean, state: CheckState | undefined) => checked || state === 'pending' || state === 'done';
