import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/** Once the main thread is first idle; Safari has no requestIdleCallback. */
const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 5_000 });
  else window.setTimeout(work, 1_000);
};

/**
 * A part of the shell that most visits never show (a dialog, a popup, the sync panel) is not loaded
 * with the screen: each of them, with the Mantine and floating-ui code they bring, is JavaScript a
 * cheap phone would parse before it could scan (docs/performance.md, "The scan route's
 * JavaScript"). It loads once the screen is up and the main thread idle, so that a confirmation or
 * the sync panel still opens when the connection drops before the service worker has precached
 * them, or the first time it is shown, if that comes sooner. A failed early load is left to the
 * part's own import, which React reports when it renders.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  whenIdle(() => void load().catch(() => {}));
  const OnDemand = ({ fallback = null, ...props }: P & { fallback?: ReactNode }) => (
    <Suspense fallback={fallback}>
      <Loaded {...(props as unknown as P)} />
    </Suspense>
  );
  return OnDemand;
};

/** True from the first time `opened` is: a part loaded on demand stays mounted after that, so it can play its closing transition. */
export const useShownOnce = (opened: boolean) => {
  const [shown, setShown] = useState(opened);
  if (opened && !shown) setShown(true);
  return shown || opened;
};

/** A switch thrown once from outside React (a snackbar, a confirmation), which the host that renders the part reads. */
export const demandSwitch = () => {
  let wanted = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    request: () => {
      if (wanted) return;
      wanted = true;
      for (const listener of listeners) listener();
    },
    useRequested: () => useSyncExternalStore(subscribe, () => wanted, () => wanted),
  };
};
