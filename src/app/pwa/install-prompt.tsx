import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { installStore, type InstallStore } from './install-store';
import { useInstallPrompt } from './use-install-prompt';

type Props = { store?: InstallStore; compact?: boolean };

/**
 * A slim offer to install the app, above the screen; gone once installed, in the installed app, or
 * after "Not now". Compact (the scan screen, where the form must stay in view) it is one line.
 */
export const InstallPrompt = ({ store = installStore, compact = false }: Props) => {
  const { visible, install, dismiss } = useInstallPrompt(store);
  if (!visible) return null;
  return (
    <Paper withBorder p={compact ? 4 : 'xs'} mb={compact ? 'xs' : 'md'} role="region" aria-label="Install app">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" truncate={compact} pl={compact ? 'xs' : undefined}>
          {compact ? 'Install the app: it works offline.' : 'Install the app on this device: it opens from the home screen and works offline.'}
        </Text>
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
