import { Affix, Button, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { appUpdates } from './service-worker';
import type { UpdateController } from './update-controller';
import { useUpdatePrompt } from './use-update-prompt';

/** Offers a new version of the app; nothing reloads until the user presses Reload. */
export const UpdatePrompt = ({ updates = appUpdates }: { updates?: UpdateController | null }) => {
  const state = useUpdatePrompt(updates);
  if (state === 'current' || !updates) return null;
  return (
    <Affix position={{ bottom: 52, right: 16 }} maw="calc(100vw - 32px)">
      <Notification
        title="A new version is available"
        icon={<IconRefresh size={18} />}
        withCloseButton={state !== 'switching'}
        closeButtonProps={{ 'aria-label': 'Later' }}
        onClose={updates.dismiss}
        role="status"
        withBorder
      >
        <Text size="sm">Save what you are typing first: reloading opens the new version.</Text>
        <Button mt="xs" size="sm" onClick={updates.accept} loading={state === 'switching'}>
          Reload
        </Button>
      </Notification>
    </Affix>
  );
};
