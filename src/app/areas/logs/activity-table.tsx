import { Table } from '@mantine/core';
import type { ActivityLog } from '../../../domain/logs';
import { ColumnHeads } from '../../components/column-heads';
import { formatDateTime } from '../../components/display-format';
import { ActivityText } from './activity-text';

const columns = ['ID', 'Staff Member', 'Action', 'When'];

/** The log on wider screens (finance spec §2): ID, Staff Member, Action, When in Nassau time. */
export const ActivityTable = ({ rows }: { rows: readonly ActivityLog[] }) => (
  <Table.ScrollContainer minWidth={640} type="native">
    <Table verticalSpacing="xs" aria-label="Activities">
      <ColumnHeads columns={columns} alignRight={['ID']} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td ta="right">{row.id}</Table.Td>
            <Table.Td>{row.user.full_name}</Table.Td>
            <Table.Td>
              <ActivityText row={row} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
