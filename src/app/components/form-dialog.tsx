import type { ReactNode } from 'react';
import { Button, Group, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

type Props = { opened: boolean; onClose: () => void; title: string; children: ReactNode };

/** A form in a dialog: centred on wider screens, full-screen on phones where a floating box is cramped. */
export const FormDialog = ({ opened, onClose, title, children }: Props) => {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
};

type ActionsProps = { submitLabel: string; onCancel: () => void; canSubmit: boolean; pending: boolean };

/** Cancel and submit; submit stays disabled while the form is invalid or the request runs. */
export const FormDialogActions = ({ submitLabel, onCancel, canSubmit, pending }: ActionsProps) => (
  <Group justify="flex-end" mt="lg" gap="sm">
    <Button variant="default" onClick={onCancel} mih={44}>
      Cancel
    </Button>
    <Button type="submit" loading={pending} disabled={!canSubmit || pending} mih={44}>
      {submitLabel}
    </Button>
  </Group>
);
