import { readSessionRow } from '../store/session-row';
import { onSyncNeeded } from '../store/sync-signals';
import { createCoalescedDrain } from './coalesce';
import { drainOutbox } from './drain';
import { drainMessageType, syncTag } from './sync-protocol';

const timerMs = 30_000;

// Offline, a try would only fail and give each newly queued scan its own batch key, turning one
// batch into hundreds of requests once the connection is back.
const drainHere = createCoalescedDrain(async (ignoreBackoff) => {
  if (!navigator.onLine) return;
  await drainOutbox({ fetch: (input, init) => fetch(input, init), now: Date.now, readSession: readSessionRow, ignoreBackoff });
});

type WithBackgroundSync = { sync?: { register: (tag: string) => Promise<void> } };

/** Asks the browser to wake the service worker once it is online, even after the tab is closed. */
const registerBackgroundSync = async () => {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration: (ServiceWorkerRegistration & WithBackgroundSync) | undefined = await navigator.serviceWorker.getRegistration();
    await registration?.sync?.register(syncTag);
  } catch {
    // Background Sync is an extra (Chromium only); the page's own drains still run.
  }
};

/** Drain now, ignoring backoff (a user asked, or the connection is back), here and in the service worker. */
export const requestSync = () => {
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: drainMessageType });
  return drainHere(true);
};

/** The page's drain triggers: start, `online`, a 30 s timer and every announced change. Returns a stop. */
export const startPageSync = () => {
  void drainHere(false);
  void registerBackgroundSync();
  const online = () => void requestSync();
  window.addEventListener('online', online);
  const timer = window.setInterval(() => void drainHere(false), timerMs);
  const stopSignals = onSyncNeeded(() => {
    void drainHere(false);
    void registerBackgroundSync();
  });
  return () => {
    window.removeEventListener('online', online);
    window.clearInterval(timer);
    stopSignals();
  };
};
