import { Button, Paper, Stack, Text } from '@mantine/core';
import type { UnreadableRow } from '../store/outbox-read';
import { discardWithConfirmation } from './sync-row-card';

/** Rows too damaged to read or send: shown with what is wrong, and only discarding can help. */
export const SyncUnreadable = ({ rows }: { rows: UnreadableRow[] }) =>
  rows.length === 0 ? null : (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <Paper key={row.id || index} withBorder p="sm" component="li" aria-label="Unreadable change">
          <Text fw={500}>Unreadable change</Text>
          <Text size="sm" c="red.8">{row.error}</Text>
          {row.id && (
            <Button size="xs" mih={36} mt={4} variant="default" color="red" onClick={() => void discardWithConfirmation(row.id, 'Unreadable change', null)}>
              Discard
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
