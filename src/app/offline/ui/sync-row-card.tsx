import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { confirmAction } from '../../components/confirm';
import { notifyError } from '../../components/notify';
import type { OutboxEntry, ScanEntry } from '../hooks/use-outbox';
import { discardRow, retryRow } from '../store/outbox';
import { ageText } from './age-text';

type Props = { entry: OutboxEntry; description: string; now: number; online: boolean; onEdit: (entry: ScanEntry) => void };

const statusBadge = { pending: ['Pending', 'blue'], sending: ['Sending', 'blue'], failed: ['Failed', 'red'], done: ['Sent', 'green'] } as const;

const run = async (action: () => Promise<void>) => {
  try {
    await action();
  } catch (error) {
    notifyError(error instanceof Error ? error.message : 'That did not work. Try again.');
  }
};

/** Confirmation first: a discarded change is never sent, and nothing else keeps a copy. */
export const discardWithConfirmation = async (id: string, description: string, owner: string | null) => {
  const ok = await confirmAction({
    title: 'Discard this change?',
    message: `"${description}"${owner ? `, queued by ${owner},` : ''} will be removed from this device and never sent.`,
    confirmLabel: 'Discard',
    danger: true,
  });
  if (ok) await run(() => discardRow(id));
};

/** One queued or failed change: what it is, whose it is, what went wrong, and what can be done. */
export const SyncRowCard = ({ entry, description, now, online, onEdit }: Props) => {
  const [label, color] = statusBadge[entry.status];
  const retryAt = entry.nextAttemptAt ? Date.parse(entry.nextAttemptAt) : null;
  return (
    <Paper withBorder p="sm" component="li" aria-label={description}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500}>{description}</Text>
          <Badge color={color} variant="light">
            {label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Queued {ageText(Math.max(0, now - Date.parse(entry.createdAt)))}
          {entry.isMine ? '' : `, waiting for ${entry.ownerName} to sign in`}
        </Text>
        {/* Offline, a waiting change is not in trouble: an earlier try's error would only alarm. */}
        {!online && entry.status !== 'failed' ? (
          <Text size="sm" c="dimmed">
            Saved on this device; it uploads when reconnected.
          </Text>
        ) : entry.lastError && (
          <Text size="sm" c={entry.status === 'failed' ? 'red.8' : 'orange.9'}>
            {entry.lastError}
            {entry.status === 'pending' && retryAt !== null && retryAt > now ? ` Next try in ${Math.ceil((retryAt - now) / 1000)} s.` : ''}
          </Text>
        )}
        {entry.status === 'failed' && (
          <Group gap="xs" mt={4}>
            {entry.isMine && (
              <Button size="xs" mih={36} onClick={() => (entry.kind === 'scan' ? onEdit(entry) : void run(() => retryRow(entry.id)))}>
                {entry.kind === 'scan' ? 'Edit & retry' : 'Retry'}
              </Button>
            )}
            <Button size="xs" mih={36} variant="default" color="red" onClick={() => void discardWithConfirmation(entry.id, description, entry.isMine ? null : entry.ownerName)}>
              Discard
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
