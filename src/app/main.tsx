import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
import { App } from './app';
import { mirrorSessionsOf } from './offline/store/session-mirror';
import { startPageSync } from './offline/sync/page-sync';
import { registerServiceWorker } from './pwa/service-worker';
import { preloadScreenAt } from './screen-registry';
import { sessionStore } from './session/session-store';

preloadScreenAt(window.location.pathname);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// The page drains the outbox from the start, on every screen; the mirror hands the service worker
// the signed-in user's token. The drainer listens first, so the mirror's sign-in signal reaches it.
startPageSync();
mirrorSessionsOf(sessionStore);
