import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** The browser's own online flag: false means certainly offline, true only that a network is up. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
