/*
 * The sync engine's two entry points. The service worker imports drain.ts directly, so the
 * page-only half (timers, window events, messages to the worker) stays out of its bundle.
 */
export { drainOutbox, type DrainEnv, type DrainProgress, type DrainReport } from './drain';
export { requestSync } from './page-sync';
