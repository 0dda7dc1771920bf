import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { QueuedEntry } from './held-outbox';
import { HeldActions, QueuedStatus, type HeldListProps } from './held-shipments-table';
import { formatImportDate } from './held-time';

const packagesText = (n: number) => (n === 1 ? '1 package' : `${n} packages`);

/**
 * The held shipments on a phone: one card per entry, who held what and when, with its actions in
 * reach. Tapping a server entry's card opens it, as its View button does.
 */
export const HeldShipmentsCards = ({ entries, queued, online, deletingId, onView, onDelete, onDiscard }: HeldListProps) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Held shipments">
    {queued.map((entry: QueuedEntry) => (
      <Paper key={entry.id} component="li" withBorder p="sm">
        <Text fw={700} ff="monospace">
          {entry.localRef}
        </Text>
        <Text size="sm">
          {packagesText(entry.count)} · {formatImportDate(entry.occurredAt)} · {entry.ownerName}
        </Text>
        <Group gap="xs" mt="xs">
          <QueuedStatus entry={entry} />
          {entry.status === 'failed' && entry.isMine && (
            <Button variant="outline" color="red" onClick={() => onDiscard(entry)}>
              Discard
            </Button>
          )}
        </Group>
      </Paper>
    ))}
    {entries.map((entry) => (
      <Paper key={entry.id} component="li" withBorder p="sm" onClick={() => onView(entry)} style={{ cursor: 'pointer' }}>
        <Text fw={700}>Held shipment {entry.id}</Text>
        <Text size="sm">
          {packagesText(entry.packages_count)} · {formatImportDate(entry.created_at)} · {entry.user.first_name} {entry.user.last_name}
        </Text>
        <Group gap="xs" mt="xs" onClick={(event) => event.stopPropagation()}>
          <HeldActions entry={entry} online={online} deletingId={deletingId} onView={onView} onDelete={onDelete} />
        </Group>
      </Paper>
    ))}
  </Stack>
);
