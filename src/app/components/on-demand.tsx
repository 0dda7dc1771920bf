import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the shell that most visits never show (a dialog, a popup, the sync panel) loads the
 * first time it is shown, not with the screen: each of them, with the Mantine and floating-ui code
 * they bring, is JavaScript a cheap phone would parse before it could scan (docs/performance.md,
 * "The scan route's JavaScript"). Their chunks are precached like the rest, so they open offline.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
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
