import { Workbox } from 'workbox-window';
import { createUpdateController, type UpdateController } from './update-controller';

/*
 * None under Vite's dev server (it serves no service worker) and in browsers without service workers.
 * The mode, not import.meta.env.DEV, tells them apart: a `vite build` run with NODE_ENV=test (the
 * browser tests) is a production build whose DEV flag is still true.
 */
export const appUpdates: UpdateController | null =
  'serviceWorker' in navigator && import.meta.env.MODE !== 'development' ? createUpdateController(new Workbox('/sw.js')) : null;

/** Registers the service worker that precaches the app shell; a new version waits for the user's consent. */
export const registerServiceWorker = () => appUpdates?.start();
