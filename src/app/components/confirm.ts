import { modals } from '@mantine/modals';
import { whenModalsReady } from './on-demand-hosts';

type Confirm = { title: string; message: string; confirmLabel: string; danger?: boolean };

/** A yes/no question before anything destructive; resolves true only on the confirm button. */
export const confirmAction = async ({ title, message, confirmLabel, danger = false }: Confirm) => {
  await whenModalsReady();
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { color: danger ? 'red' : undefined },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
};
