import { Button, Modal, Text } from '@mantine/core';
import { messages } from '../../domain/auth';

/** Shown once the session has been idle too long; only signing in again closes it. */
export const SessionExpiredDialog = ({ onLogin }: { onLogin: () => void }) => (
  <Modal opened onClose={() => {}} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} centered title="Session expired">
    <Text mb="md">{messages.sessionExpired}</Text>
    <Button onClick={onLogin} fullWidth>
      Login
    </Button>
  </Modal>
);
