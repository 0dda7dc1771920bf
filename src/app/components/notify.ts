import { notifications } from '@mantine/notifications';
import { snackbarTimeoutMs } from '../../domain/constants';

/** Snackbars of the spec: they close by themselves after 4 seconds. */
export const notifySuccess = (message: string) =>
  notifications.show({ message, color: 'green', autoClose: snackbarTimeoutMs, withBorder: true });

export const notifyError = (message: string) =>
  notifications.show({ message, color: 'red', autoClose: snackbarTimeoutMs, withBorder: true });
