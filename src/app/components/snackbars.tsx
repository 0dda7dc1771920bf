import { Notifications } from '@mantine/notifications';

/**
 * Mantine's snackbar container, in a module of its own: a dynamic import of '@mantine/notifications'
 * itself would keep the whole package in the first load, beside the store that notify.ts imports.
 */
export const Snackbars = () => <Notifications position="top-center" />;
