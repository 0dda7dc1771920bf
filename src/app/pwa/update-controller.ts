/** The part of workbox-window's Workbox the update prompt uses, so tests can hand in a fake. */
export type UpdateWorkbox = {
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
};

/**
 * - `current`: nothing to offer;
 * - `waiting`: a new version is installed and waits for consent;
 * - `switching`: the user consented, the page reloads once the new version controls it;
 * - `taken-over`: another tab let a new version in, this page still runs the old code.
 */
export type UpdateState = 'current' | 'waiting' | 'switching' | 'taken-over';

export type UpdateController = ReturnType<typeof createUpdateController>;

const hourMs = 60 * 60 * 1000;

/**
 * Offers a new version of the app instead of applying it: the page reloads only after the user says so,
 * so a half-filled form is never lost to an update.
 */
export const createUpdateController = (workbox: UpdateWorkbox, { reload = () => window.location.reload(), checkEveryMs = hourMs } = {}) => {
  let state: UpdateState = 'current';
  const listeners = new Set<() => void>();
  const setState = (next: UpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  workbox.addEventListener('waiting', () => setState('waiting'));
  workbox.addEventListener('controlling', (event) => {
    if (state === 'switching') reload();
    // A first install taking control is no update; a newer version that another tab accepted is.
    else if (event.isUpdate) setState('taken-over');
  });

  // Offline or with the server down the check fails; the next one tries again.
  const checkForUpdate = () => workbox.update().catch(() => undefined);
  const checkWhenShown = () => {
    if (document.visibilityState === 'visible') void checkForUpdate();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: (): UpdateState => state,
    /** Registers the service worker and looks for a new version hourly and whenever the tab comes back into view. */
    start() {
      workbox.register().catch((error: unknown) => console.warn('The service worker could not be registered; the app will not open offline.', error));
      const timer = setInterval(checkForUpdate, checkEveryMs);
      document.addEventListener('visibilitychange', checkWhenShown);
      return () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', checkWhenShown);
      };
    },
    /** The user's consent: the waiting version takes over, then the page reloads into it. */
    accept() {
      if (state === 'taken-over') return reload();
      if (state !== 'waiting') return;
      setState('switching');
      workbox.messageSkipWaiting();
    },
    /** Hides the offer until the next new version; the waiting one takes over once every tab is closed. */
    dismiss() {
      if (state === 'waiting' || state === 'taken-over') setState('current');
    },
  };
};
