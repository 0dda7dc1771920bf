import { Table, Text } from '@mantine/core';
import type { Checkpoint } from '../../../domain/checkpoints';
import { ColumnHeads, type Sorting } from '../../components/column-heads';
import { RowActionsMenu } from '../../components/row-actions-menu';
import type { CheckpointRowActions } from './checkpoint-row-actions';
import { ReleasePointBadge } from './release-point-badge';

type Props = { rows: Checkpoint[]; actions: CheckpointRowActions; sorting: Sorting };

const columns = ['ID', 'Name', 'E-mail', 'Address', 'Phone', 'Release point', 'Actions'];

const wraps = { overflowWrap: 'anywhere' } as const;

/** Checkpoints from a tablet up: a row each, sortable by number and name, release points marked; Edit and Delete behind one button per row. */
export const CheckpointsTable = ({ rows, actions, sorting }: Props) => (
  <Table striped highlightOnHover verticalSpacing="xs">
    <ColumnHeads columns={columns} alignRight={['Actions']} sorting={sorting} />
    <Table.Tbody>
      {rows.map((checkpoint) => (
        <Table.Tr key={checkpoint.id}>
          <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{checkpoint.id}</Table.Td>
          <Table.Th scope="row" fw={500} style={wraps}>
            {checkpoint.name}
          </Table.Th>
          <Table.Td style={wraps}>{checkpoint.email}</Table.Td>
          <Table.Td style={wraps}>{checkpoint.address}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{checkpoint.phone}</Table.Td>
          <Table.Td>
            {checkpoint.releases ? (
              <ReleasePointBadge>Yes</ReleasePointBadge>
            ) : (
              <Text size="sm" c="dimmed">
                No
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right">
            <RowActionsMenu
              name={checkpoint.name}
              deleting={actions.deletingId === checkpoint.id}
              onEdit={() => actions.onEdit(checkpoint)}
              onDelete={() => actions.onDelete(checkpoint)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
