type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Outbox writers announce new work here; the page's drainer listens. A plain signal keeps the
 * writers free of the drainer, so unit tests can enqueue without anything being sent.
 */
export const signalSyncNeeded = () => {
  for (const listener of listeners) listener();
};

export const onSyncNeeded = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
