/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { createCoalescedDrain } from '../src/app/offline/sync/coalesce';
import { drainOutbox, type DrainEnv } from '../src/app/offline/sync/drain';
import { readSessionRow } from '../src/app/offline/store/session-row';
import { drainMessageType, syncTag } from '../src/app/offline/sync/sync-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell is precached, so every client route opens without a connection.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// The first visit's page is taken over as soon as the shell is precached: without this it stays
// uncontrolled until a reload, and a screen's code first asked for after the signal goes fails to load.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The worker wakes for a connection that is back or a page that asks: either way, backoff is moot.
const workerEnv: DrainEnv = { fetch: (input, init) => self.fetch(input, init), now: Date.now, readSession: readSessionRow, ignoreBackoff: true };

const drainOnRequest = createCoalescedDrain(() => drainOutbox(workerEnv));

/** Background Sync (Chromium): a drain that left rows waiting fails, so the browser tries again later. */
const drainForBackgroundSync = async () => {
  const report = await drainOutbox(workerEnv);
  if (report.deferred > 0) throw new Error(`${report.deferred} queued changes could not be sent yet`);
};

type SyncEvent = ExtendableEvent & { tag: string };

// The WebWorker typings have no Background Sync event yet.
const isSyncEvent = (event: Event): event is SyncEvent => event instanceof ExtendableEvent && 'tag' in event;

self.addEventListener('sync', (event: Event) => {
  if (isSyncEvent(event) && event.tag === syncTag) event.waitUntil(drainForBackgroundSync());
});

self.addEventListener('message', (event) => {
  const type: unknown = typeof event.data === 'object' && event.data !== null && 'type' in event.data ? event.data.type : undefined;
  if (type === drainMessageType) event.waitUntil(drainOnRequest());
  // workbox-window's messageSkipWaiting: the user agreed to the new version in the update prompt.
  if (type === 'SKIP_WAITING') void self.skipWaiting();
});
