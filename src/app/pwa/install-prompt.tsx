import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { installStore, type InstallStore } from './install-store';
import { useInstallPrompt } from './use-install-prompt';

/** A slim offer to install the app, above the screen; gone once installed, in the installed app, or after "Not now". */
export const InstallPrompt = ({ store = installStore }: { store?: InstallStore }) => {
  const { visible, install, dismiss } = useInstallPrompt(store);
  if (!visible) return null;
  return (
    <Paper withBorder p="xs" mb="md" role="region" aria-label="Install app">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">Install the app on this device: it opens from the home screen and works offline.</Text>
        <Group gap="xs" wrap="nowrap">
          <Button leftSection={<IconDownload size={18} />} onClick={() => void install()}>
            Install app
          </Button>
          <CloseButton size="lg" onClick={dismiss} aria-label="Not now" />
        </Group>
      </Group>
    </Paper>
  );
};
