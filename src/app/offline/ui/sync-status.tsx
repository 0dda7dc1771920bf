import { Badge, Button, Group, Progress, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloud, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useSyncState, type SyncState } from '../hooks/use-outbox';
import { SyncPanel } from './sync-panel';

const summaryOf = (state: SyncState) => {
  if (!state.online) return 'Offline: updates upload when reconnected';
  if (!state.loaded) return 'Reading the queue on this device';
  if (state.paused === 'expired' && state.pending > 0) return 'Sign in again to send queued changes';
  if (state.draining) return 'Sending queued changes';
  if (state.failed > 0) return `${state.failed} ${state.failed === 1 ? 'change' : 'changes'} failed`;
  return state.pending > 0 ? 'Changes waiting to be sent' : 'All changes sent';
};

/** The top bar's sync indicator: grey when offline (not an error), the pending count, a bar while draining. */
export const SyncStatus = () => {
  const state = useSyncState();
  const [opened, { open, close }] = useDisclosure(false);
  const color = !state.online ? 'gray' : state.failed > 0 || state.paused ? 'red' : 'blue';
  const Icon = !state.online ? IconCloudOff : state.pending > 0 ? IconCloudUpload : IconCloud;
  const summary = summaryOf(state);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={summary}>
        <Button variant="subtle" color={color} px="xs" h={44} onClick={open} aria-label={`Sync status: ${summary}`} leftSection={<Icon size={22} />}>
          {state.online ? (state.failed > 0 ? `${state.failed} failed` : '') : 'Offline'}
        </Button>
      </Tooltip>
      <Badge role="status" aria-live="off" aria-label="Pending changes" color={state.pending > 0 ? 'blue' : 'gray'} variant={state.pending > 0 ? 'filled' : 'light'}>
        {state.loaded ? state.pending : '…'}
      </Badge>
      {state.progress && (
        <Progress w={48} value={(100 * state.progress.done) / Math.max(1, state.progress.total)} aria-label="Sync progress" visibleFrom="xs" />
      )}
      <SyncPanel opened={opened} onClose={close} state={state} />
    </Group>
  );
};
