import { demandSwitch, onDemand } from './on-demand';

const modals = demandSwitch();
const snackbars = demandSwitch();

const ModalsHost = onDemand(() => import('./modals-host').then((module) => module.ModalsHost));
const Snackbars = onDemand(() => import('./snackbars').then((module) => module.Snackbars));

let modalsReady = () => {};
const modalsMounted = new Promise<void>((resolve) => (modalsReady = resolve));

/** Resolves once Mantine's modals manager is mounted and listening, loading it the first time. */
export const whenModalsReady = () => {
  modals.request();
  return modalsMounted;
};

/** Mounts the snackbars' container the first time one is shown; the ones shown meanwhile wait in Mantine's store. */
export const showSnackbars = snackbars.request;

/** The app root's host of confirmations (components/confirm.ts): Mantine's modals manager, once one is asked for. */
export const ConfirmationsHost = () => (modals.useRequested() ? <ModalsHost onReady={modalsReady} /> : null);

/** The app root's host of snackbars (components/notify.ts), once one is shown. */
export const SnackbarsHost = () => (snackbars.useRequested() ? <Snackbars /> : null);
