import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconCloudUpload, IconEye, IconTrash } from '@tabler/icons-react';
import type { PackageIn } from '../../../domain/package-ins';
import { ColumnHeads } from '../../components/column-heads';
import type { QueuedEntry } from './held-outbox';
import { formatImportDate } from './held-time';

/** The id of the screen's note that says why Delete is off while offline. */
export const offlineNoteId = 'held-delete-offline';

const columns = ['ID', 'Number of packages', 'Import date', 'Held by', 'Actions'];

export const QueuedStatus = ({ entry }: { entry: QueuedEntry }) => {
  if (entry.status === 'failed')
    return (
      <Text size="sm" c="red.9" fw={600}>
        Not saved: {entry.lastError ?? 'the server refused it'}
      </Text>
    );
  return (
    <Badge variant="outline" color="gray.8" leftSection={<IconCloudUpload size={14} aria-hidden />} styles={{ label: { overflow: 'visible' } }}>
      {entry.isMine ? 'Pending upload' : `Waiting for ${entry.ownerName}`}
    </Badge>
  );
};

type ActionsProps = Pick<HeldListProps, 'online' | 'deletingId' | 'onView' | 'onDelete'> & { entry: PackageIn };

/** View and Delete of a held entry, in the table and on a phone's card alike. */
export const HeldActions = ({ entry, online, deletingId, onView, onDelete }: ActionsProps) => (
  <>
    <Button variant="default" mih={48} leftSection={<IconEye size={18} />} onClick={() => onView(entry)} aria-label={`View held shipment ${entry.id}`}>
      View
    </Button>
    <Button
      variant="outline"
      color="red"
      mih={48}
      leftSection={<IconTrash size={18} />}
      disabled={!online}
      loading={deletingId === entry.id}
      aria-describedby={online ? undefined : offlineNoteId}
      onClick={() => onDelete(entry)}
      aria-label={`Delete held shipment ${entry.id}`}
    >
      Delete
    </Button>
  </>
);

export type HeldListProps = {
  entries: readonly PackageIn[];
  queued: readonly QueuedEntry[];
  online: boolean;
  deletingId: number | null;
  onView: (entry: PackageIn) => void;
  onDelete: (entry: PackageIn) => void;
  onDiscard: (entry: QueuedEntry) => void;
};

/**
 * The 'Held shipments' table: entries still on this device first, then the server's, newest
 * first. Deleting needs the server, so offline the button is off and says why.
 */
export const HeldShipmentsTable = ({ entries, queued, online, deletingId, onView, onDelete, onDiscard }: HeldListProps) => (
  <Table.ScrollContainer minWidth={640} type="native">
    <Table highlightOnHover verticalSpacing="sm" aria-label="Held shipments">
      <ColumnHeads columns={columns} />
      <Table.Tbody>
        {queued.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td ff="monospace">{entry.localRef}</Table.Td>
            <Table.Td>{entry.count}</Table.Td>
            <Table.Td>{formatImportDate(entry.occurredAt)}</Table.Td>
            <Table.Td>{entry.ownerName}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <QueuedStatus entry={entry} />
                {entry.status === 'failed' && entry.isMine && (
                  <Button variant="outline" color="red" mih={48} onClick={() => onDiscard(entry)}>
                    Discard
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
        {entries.map((entry) => (
          <Table.Tr key={entry.id} onClick={() => onView(entry)} style={{ cursor: 'pointer' }}>
            <Table.Td>{entry.id}</Table.Td>
            <Table.Td>{entry.packages_count}</Table.Td>
            <Table.Td>{formatImportDate(entry.created_at)}</Table.Td>
            <Table.Td>
              {entry.user.first_name} {entry.user.last_name}
            </Table.Td>
            <Table.Td onClick={(event) => event.stopPropagation()}>
              <Group gap="xs" wrap="nowrap">
                <HeldActions entry={entry} online={online} deletingId={deletingId} onView={onView} onDelete={onDelete} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
