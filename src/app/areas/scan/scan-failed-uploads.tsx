import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ScanEntry } from '../../offline/hooks/use-outbox';

type ActionsProps = { row: ScanEntry; onEdit: (row: ScanEntry) => void; onDiscard: (row: ScanEntry) => void };

/** A refused upload is never dropped silently: the worker corrects and resends it, or discards it after confirming. */
export const FailedScanActions = ({ row, onEdit, onDiscard }: ActionsProps) => (
  <>
    <Button mih={48} onClick={() => onEdit(row)} disabled={row.payloadError !== undefined}>
      Edit &amp; retry
    </Button>
    <Button mih={48} variant="outline" color="red" onClick={() => onDiscard(row)}>
      Discard
    </Button>
  </>
);

type Props = { rows: readonly ScanEntry[]; checkpointName: (id: number) => string } & Omit<ActionsProps, 'row'>;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Earlier scan uploads of this user that the server refused. */
export const ScanFailedUploads = ({ rows, checkpointName, ...actions }: Props) => {
  if (rows.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="failed-scan-uploads">
      <Title order={3} size="h4" id="failed-scan-uploads">
        Scans that did not upload
      </Title>
      {rows.map((row) => {
        const payload = row.payloadError === undefined ? row.payload : null;
        const count = payload?.codes.length ?? 0;
        return (
          <Paper key={row.id} withBorder p="sm">
            <Text fw={600}>
              {count === 1 ? '1 code' : `${count} codes`}
              {payload ? ` at ${checkpointName(payload.checkpoint)}` : ''}, {timeFormat.format(new Date(row.occurredAt))}
            </Text>
            <Text size="sm" c="red.9">
              {row.lastError ?? 'The server refused these scans.'}
            </Text>
            <Group mt="xs" gap="sm">
              <FailedScanActions row={row} {...actions} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};
