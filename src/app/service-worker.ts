import { Workbox } from 'workbox-window';

/**
 * Registers the service worker that precaches the app shell. A new version waits until every
 * tab is closed; the prompt that lets a user take it sooner comes with the offline work.
 */
export const registerServiceWorker = () => {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void new Workbox('/sw.js').register();
};
