import { notifications } from '@mantine/notifications';
import { snackbarTimeoutMs } from '../../domain/constants';

// Mantine's close button has no accessible name of its own.
const snackbar = { autoClose: snackbarTimeoutMs, withBorder: true, closeButtonProps: { 'aria-label': 'Close' } };

/** Snackbars of the spec: they close by themselves after 4 seconds. */
export const notifySuccess = (message: string) => notifications.show({ message, color: 'green', ...snackbar });

export const notifyError = (message: string) => notifications.show({ message, color: 'red', ...snackbar });
