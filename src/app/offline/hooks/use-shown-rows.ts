import { useEffect, useSyncExternalStore } from 'react';

/*
 * Sent rows a screen is showing the answer of right now (the scan screen, the row just submitted
 * or being fixed): the attention notice leaves those to the screen, so one answer is not told twice.
 */
let shown: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

const publish = (next: ReadonlySet<string>) => {
  shown = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Marks a row as shown while the calling screen is mounted and showing it. */
export const useShowingRow = (rowId: string | null) => {
  useEffect(() => {
    if (rowId === null) return undefined;
    publish(new Set(shown).add(rowId));
    return () => {
      const next = new Set(shown);
      next.delete(rowId);
      publish(next);
    };
  }, [rowId]);
};

/** The rows some screen is showing now. */
export const useShownRows = () => useSyncExternalStore(subscribe, () => shown);
