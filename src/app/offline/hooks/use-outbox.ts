import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../store/db';
import { readMeta } from '../store/meta';
import { attentionTotal, readAttentionRows, type AttentionRow } from '../store/attention';
import { changeCount } from '../store/change-count';
import { readAllRows, readRow, type UnreadableRow } from '../store/outbox-read';
import type { OutboxKind, OutboxRow } from '../store/outbox-schema';
import { readPause, readSessionRow, type SyncPause } from '../store/session-row';
import { useClock } from './use-clock';
import { useOnline } from './use-online';

export type OutboxEntry = OutboxRow & { isMine: boolean };
export type EntryOf<K extends OutboxKind> = Extract<OutboxEntry, { kind: K }>;
export type ScanEntry = EntryOf<'scan'>;

const newestFirst = (a: OutboxRow, b: OutboxRow) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Every queued, failed and recently sent row on this device, newest first, whoever queued it; or those of one kind. */
export function useOutboxRows(): OutboxEntry[];
export function useOutboxRows<K extends OutboxKind>(filter: { kind: K }): EntryOf<K>[];
export function useOutboxRows(filter?: { kind: OutboxKind }): OutboxEntry[] {
  const kind = filter?.kind;
  const rows = useLiveQuery(async () => {
    const [{ rows: all }, session] = await Promise.all([readAllRows(), readSessionRow()]);
    return all
      .filter((row) => kind === undefined || row.kind === kind)
      .sort(newestFirst)
      .map((row) => ({ ...row, isMine: row.userId === session?.userId }));
  }, [kind]);
  return rows ?? [];
}

/** Rows too damaged to read: the sync panel lists them as failed so they can be discarded. */
export const useUnreadableRows = (): UnreadableRow[] => useLiveQuery(async () => (await readAllRows()).unreadable, []) ?? [];

export type SyncState = {
  online: boolean;
  /** False until the queue has been read once: until then the counts below are not known. */
  loaded: boolean;
  /** Rows waiting to be sent. */
  pending: number;
  /** The changes those rows hold: each scanned code, each held package, each order, check and tick. */
  pendingChanges: number;
  failed: number;
  /** Sent codes that did not go through (unknown codes, unpaid ones at a release point) and that nobody has seen to yet. */
  attention: number;
  draining: boolean;
  progress: { done: number; total: number } | null;
  lastSyncAt: string | null;
  paused: SyncPause | null;
};

// A drainer killed mid-run (a closed worker) leaves its progress behind; past this age it is not shown.
const staleDrainMs = 60_000;
// An expiring token and a stale progress bar are time-based, so the state is re-read on a clock.
const recheckMs = 15_000;

const readCounts = async (now: number) => {
  const [waiting, failed, done, all, attention, drain, lastSyncAt, session] = await Promise.all([
    db.outbox.where('status').anyOf('pending', 'sending').toArray(),
    db.outbox.where('status').equals('failed').count(),
    db.outbox.where('status').equals('done').count(),
    db.outbox.count(),
    readAttentionRows(),
    readMeta('drain'),
    readMeta('lastSyncAt'),
    readSessionRow(),
  ]);
  // Rows whose status is not even one of the four are unreadable; they count as failed.
  const unreadable = all - waiting.length - failed - done;
  const pendingChanges = waiting.reduce((sum, raw) => {
    const read = readRow(raw);
    return sum + (read.ok ? changeCount(read.row) : 1);
  }, 0);
  const draining = drain !== null && drain.draining && now - Date.parse(drain.updatedAt) < staleDrainMs;
  return {
    pending: waiting.length,
    pendingChanges,
    failed: failed + unreadable,
    attention: attentionTotal(attention),
    draining,
    progress: draining && drain ? { done: drain.done, total: drain.total } : null,
    lastSyncAt,
    paused: await readPause(session, now),
  };
};

/** What the top bar shows: connection, queue size, a drain's progress, the last good sync, a pause. */
export const useSyncState = (): SyncState => {
  const online = useOnline();
  const now = useClock(recheckMs);
  const counts = useLiveQuery(() => readCounts(now), [now]);
  return {
    online,
    loaded: counts !== undefined,
    pending: counts?.pending ?? 0,
    pendingChanges: counts?.pendingChanges ?? 0,
    failed: counts?.failed ?? 0,
    attention: counts?.attention ?? 0,
    draining: counts?.draining ?? false,
    progress: counts?.progress ?? null,
    lastSyncAt: counts?.lastSyncAt ?? null,
    paused: counts?.paused ?? null,
  };
};

/** Sent scans with codes that did not go through, newest first, for the notice and the sync panel. */
export const useAttentionRows = (): AttentionRow[] => useLiveQuery(readAttentionRows, []) ?? [];
