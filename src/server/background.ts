import { outsideRequest } from './db/connection-guard';

/**
 * Work that must not hold up an answer (mail whose delay would tell who has an account).
 * Tasks are awaited when the server closes, and tests await them to read their effects.
 */
export type Background = { run: (task: () => Promise<void>, onError: (error: unknown) => void) => void; drain: () => Promise<void> };

export const createBackground = (): Background => {
  const pending = new Set<Promise<void>>();
  return {
    run(task, onError) {
      // Outside the request's context: the task may use the pool while the request still holds a connection.
      const promise = outsideRequest(task)
        .catch(onError)
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
};
