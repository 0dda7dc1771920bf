/**
 * Wraps a drain so that calls during a run do not queue a run each: they share the running one
 * and ask for one more pass after it (the rows they announce may have missed the current pass).
 */
export const createCoalescedDrain = (drain: (ignoreBackoff: boolean) => Promise<unknown>) => {
  let running: Promise<void> | null = null;
  let again = false;
  let againIgnoresBackoff = false;

  const loop = async (ignoreBackoff: boolean) => {
    let ignore = ignoreBackoff;
    do {
      again = false;
      try {
        await drain(ignore);
      } catch (error) {
        // IndexedDB trouble (quota, a closing browser): the rows stay queued for the next run.
        console.warn('Draining the outbox failed', error);
      }
      ignore = againIgnoresBackoff;
      againIgnoresBackoff = false;
    } while (again);
    running = null;
  };

  return (ignoreBackoff = false): Promise<void> => {
    if (running) {
      again = true;
      againIgnoresBackoff ||= ignoreBackoff;
      return running;
    }
    running = loop(ignoreBackoff);
    return running;
  };
};
