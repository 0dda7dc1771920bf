import { useSyncExternalStore } from 'react';
import type { OutboxKind } from '../../../src/app/offline/store/outbox-schema';
import type { OutboxEntry, SyncState } from '../../../src/app/offline/hooks/use-outbox';

/*
 * A stand-in for src/app/offline/hooks/use-outbox in screen tests, which test a screen against the
 * outbox's contract (the outbox's own tests cover what is behind it). A test file mocks it with
 *   vi.mock('…/src/app/offline/hooks/use-outbox', () => import('…/fake-use-outbox'))
 * and sets fakeOutbox's rows and online flag; the hooks answer them as the live queries would.
 */

const listeners = new Set<() => void>();

export const fakeOutbox = {
  rows: [] as OutboxEntry[],
  online: true,
  /** Changes the rows and re-renders their readers, as a live query would. */
  setRows(rows: OutboxEntry[]) {
    this.rows = rows;
    for (const listener of listeners) listener();
  },
  reset() {
    this.rows = [];
    this.online = true;
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useOutboxRows = (filter?: { kind?: OutboxKind }): OutboxEntry[] => {
  const rows = useSyncExternalStore(subscribe, () => fakeOutbox.rows);
  return filter?.kind === undefined ? rows : rows.filter((row) => row.kind === filter.kind);
};

export const useSyncState = (): SyncState => ({
  online: fakeOutbox.online,
  loaded: true,
  pending: 0,
  pendingChanges: 0,
  failed: 0,
  attention: 0,
  draining: false,
  progress: null,
  lastSyncAt: null,
  paused: null,
});

export const useAttentionRows = () => [];
