import { readStored, writeStored } from '../storage/local-storage';

/** Chromium's install offer; not in TypeScript's DOM library. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallStore = ReturnType<typeof createInstallStore>;

const isInstallPrompt = (event: Event): event is BeforeInstallPromptEvent => 'prompt' in event && typeof event.prompt === 'function';

/**
 * Holds the browser's install offer from the moment the page loads, since `beforeinstallprompt` may fire
 * before React mounts anything. The offer is shown only while the app runs in a browser tab, has not
 * been installed, and the user has not said "not now" on this device.
 */
export const createInstallStore = (win: Window = window) => {
  let offer: BeforeInstallPromptEvent | null = null;
  let installed = false;
  const standalone = win.matchMedia('(display-mode: standalone)');
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const dismissed = () => readStored('installDismissed', win.localStorage) === true;

  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // Keeps Chromium's own mini-infobar away; the app offers installing in its own words.
    event.preventDefault();
    offer = event;
    emit();
  });
  win.addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    emit();
  });
  standalone.addEventListener('change', emit);

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Whether to offer installing now. */
    getSnapshot: () => offer !== null && !installed && !standalone.matches && !dismissed(),
    /** Opens the browser's install dialog; an offer can be used once, the browser makes a new one if the user declines. */
    async install() {
      const current = offer;
      if (!current) return;
      offer = null;
      emit();
      await current.prompt();
      if ((await current.userChoice).outcome === 'accepted') {
        installed = true;
        emit();
      }
    },
    /** "Not now", remembered on this device. */
    dismiss() {
      writeStored('installDismissed', true, win.localStorage);
      emit();
    },
  };
};

/** Created when the app's code loads, so an offer made before the first render is kept. */
export const installStore = createInstallStore();
