import { useId, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DisabledReason } from './submit-button';

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

type ActionsProps = {
  submitLabel: string;
  onCancel: () => void;
  canSubmit: boolean;
  pending: boolean;
  /** Why the form cannot be submitted yet, said under the buttons while submit is disabled for it. */
  blockedReason?: string | null;
};

/** Cancel and submit; submit stays disabled while the form is invalid or the request runs. */
export const FormDialogActions = ({ submitLabel, onCancel, canSubmit, pending, blockedReason = null }: ActionsProps) => {
  const reasonId = useId();
  const reason = canSubmit ? null : blockedReason;
  return (
    <Stack gap={6} mt="lg">
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} mih={44}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!canSubmit || pending} mih={44} aria-describedby={reason === null ? undefined : reasonId}>
          {submitLabel}
        </Button>
      </Group>
      <DisabledReason id={reasonId} reason={reason} ta="right" />
    </Stack>
  );
};
