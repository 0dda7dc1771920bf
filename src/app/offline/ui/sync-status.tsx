import { Button, Progress, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { onDemand, useShownOnce } from '../../components/on-demand';
import { useSyncState } from '../hooks/use-outbox';
import { useSyncPanelData } from '../hooks/use-sync-panel-data';
import { syncWords } from './sync-words';

const SyncPanel = onDemand(() => import('./sync-panel').then((module) => module.SyncPanel));

const toneColor = { quiet: 'gray', busy: 'blue', alarm: 'red' } as const;

/**
 * The top bar's sync indicator: the state in words (short on phones), a button that opens the
 * sync panel, and while the queue drains a bar along the header's bottom edge on every screen size.
 */
export const SyncStatus = () => {
  const state = useSyncState();
  const [opened, { open, close }] = useDisclosure(false);
  const panelShown = useShownOnce(opened);
  const panelData = useSyncPanelData();
  const words = syncWords(state);
  const Icon = !state.online ? IconCloudOff : words.tone === 'alarm' ? IconAlertTriangle : state.pendingChanges > 0 ? IconCloudUpload : IconCloudCheck;
  return (
    <>
      <Button
        variant={words.tone === 'alarm' ? 'light' : 'subtle'}
        color={toneColor[words.tone]}
        px="xs"
        h={48}
        miw={48}
        onClick={open}
        aria-label={`Sync status: ${words.text}`}
        leftSection={<Icon size={22} aria-hidden />}
        styles={{ label: { whiteSpace: 'nowrap' } }}
      >
        <Text span inherit hiddenFrom="md">
          {words.short}
        </Text>
        <Text span inherit visibleFrom="md">
          {words.text}
        </Text>
      </Button>
      {state.progress && (
        <Progress
          pos="absolute"
          left={0}
          right={0}
          bottom={0}
          size="sm"
          radius={0}
          value={(100 * state.progress.done) / Math.max(1, state.progress.total)}
          aria-label="Sync progress"
        />
      )}
      {panelShown && <SyncPanel opened={opened} onClose={close} state={state} data={panelData} />}
    </>
  );
};
