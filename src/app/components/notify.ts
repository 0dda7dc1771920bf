import { notifications } from '@mantine/notifications';
import { snackbarTimeoutMs } from '../../domain/constants';
import { showSnackbars } from './on-demand-hosts';

// Mantine's close button has no accessible name of its own.
const snackbar = { autoClose: snackbarTimeoutMs, withBorder: true, closeButtonProps: { 'aria-label': 'Close' } };

/** Snackbars of the spec: they close by themselves after 4 seconds. */
const show = (message: string, color: 'green' | 'red') => {
  showSnackbars();
  return notifications.show({ message, color, ...snackbar });
};

export const notifySuccess = (message: string) => show(message, 'green');

export const notifyError = (message: string) => show(message, 'red');
