import { Alert, Button, Drawer, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { screens } from '../../../domain/access';
import { sessionStore } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { useClock } from '../hooks/use-clock';
import { useFailedScanEdit } from '../hooks/use-failed-scan-edit';
import type { OutboxEntry, SyncState } from '../hooks/use-outbox';
import type { SyncPanelData } from '../hooks/use-sync-panel-data';
import { attentionTotal } from '../store/attention';
import { requestSync } from '../sync';
import { ageText } from './age-text';
import { AttentionList } from './attention-list';
import { fixScanState } from './attention-notice';
import { DeviceListAges } from './device-list-ages';
import { SyncRowCard } from './sync-row-card';
import { describeRow } from './sync-row-text';
import { SyncScanEdit } from './sync-scan-edit';
import { SyncUnreadable } from './sync-unreadable';

type Props = { opened: boolean; onClose: () => void; state: SyncState; data: SyncPanelData };

const shownRows = 100;

const pauseText = (paused: SyncState['paused'], count: number) => {
  const changes = `${count} queued ${count === 1 ? 'change' : 'changes'}`;
  return paused === 'expired' ? `Your session has expired. Sign in again to send ${changes}.` : `Sign in to send ${changes}.`;
};

/** The drawer behind the top bar's sync status: state, a manual sync, and every row still on its way. */
export const SyncPanel = ({ opened, onClose, state, data }: Props) => {
  const navigate = useNavigate();
  const now = useClock();
  const { rows, attention, unreadable, checkpoints, savedLists } = data;
  const user = useSession()?.user ?? null;
  const scanEdit = useFailedScanEdit();
  const nameOf = (id: number) => checkpoints.find((c) => c.id === id)?.name;
  const failed = rows.filter((row) => row.status === 'failed');
  const pending = rows.filter((row) => row.status === 'pending' || row.status === 'sending').reverse();
  const myPending = pending.filter((row) => row.isMine).length;
  const signInAgain = () => {
    sessionStore.signOut();
    navigate('/login', { replace: true });
  };
  const fix = (rowId: string) => {
    onClose();
    navigate(screens['packages.scan'].path, { state: fixScanState(rowId) });
  };
  const attentionCodes = attentionTotal(attention);
  const list = (entries: OutboxEntry[]) => (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.slice(0, shownRows).map((entry) => (
        <SyncRowCard key={entry.id} entry={entry} description={describeRow(entry, nameOf)} now={now} online={state.online} onEdit={scanEdit.start} />
      ))}
      {entries.length > shownRows && <Text size="sm" c="dimmed">and {entries.length - shownRows} more</Text>}
    </Stack>
  );

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Sync" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text c={state.online ? undefined : 'dimmed'}>{state.online ? 'Online.' : 'Offline: updates upload when reconnected.'}</Text>
        {!state.online && state.pendingChanges > 0 && (
          <Text size="sm">
            {state.pendingChanges === 1 ? '1 change is' : `${state.pendingChanges} changes are`} saved on this device.
          </Text>
        )}
        {state.paused && myPending > 0 && (
          <Alert color="yellow" title="Sending is paused">
            <Text size="sm" mb="xs">{pauseText(state.paused, myPending)}</Text>
            <Button size="xs" onClick={signInAgain}>Sign in again</Button>
          </Alert>
        )}
        <Text size="sm">{state.lastSyncAt ? `Last synced ${ageText(Math.max(0, now - Date.parse(state.lastSyncAt)))}.` : 'Nothing sent from this device yet.'}</Text>
        {state.progress && (
          <Stack gap={4}>
            <Text size="sm">Sending {state.progress.done} of {state.progress.total}</Text>
            <Progress value={(100 * state.progress.done) / Math.max(1, state.progress.total)} aria-label="Sync progress" />
          </Stack>
        )}
        <Group>
          <Button onClick={() => void requestSync()} disabled={!state.online} loading={state.draining} mih={44}>
            Sync now
          </Button>
        </Group>
        {scanEdit.editing ? (
          <SyncScanEdit row={scanEdit.editing} checkpoints={checkpoints} onRetry={scanEdit.retry} onClose={scanEdit.stop} />
        ) : (
          <>
            {attention.length > 0 && (
              <>
                <Title order={5}>Needs attention ({attentionCodes === 1 ? '1 code' : `${attentionCodes} codes`})</Title>
                <AttentionList rows={attention} now={now} nameOf={nameOf} onFix={fix} />
              </>
            )}
            <Title order={5}>Failed ({failed.length + unreadable.length})</Title>
            {failed.length + unreadable.length === 0 ? <Text size="sm" c="dimmed">No failed changes.</Text> : list(failed)}
            <SyncUnreadable rows={unreadable} />
            <Title order={5}>Waiting to send ({pending.length})</Title>
            {pending.length === 0 ? <Text size="sm" c="dimmed">Everything has been sent.</Text> : list(pending)}
            <Title order={5}>Lists on this device</Title>
            <DeviceListAges viewer={user} now={now} saved={savedLists} />
          </>
        )}
      </Stack>
    </Drawer>
  );
};
