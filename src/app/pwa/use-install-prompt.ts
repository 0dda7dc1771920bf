import { useSyncExternalStore } from 'react';
import type { InstallStore } from './install-store';

/** Whether to offer installing the app, with the actions of the offer. */
export const useInstallPrompt = (store: InstallStore) => {
  const visible = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { visible, install: store.install, dismiss: store.dismiss };
};
