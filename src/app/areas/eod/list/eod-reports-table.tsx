import { Anchor, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { EodReport } from '../../../../domain/eod';
import { formatBusinessDate } from '../../../components/business-date';
import { ColumnHeads } from '../../../components/column-heads';
import { formatMoney } from '../../../components/display-format';
import { endingText, notesText } from '../eod-format';

const columns = ['ID', 'Date', 'Beginning', 'Ending', 'Notes'];

type Props = { rows: readonly EodReport[]; detailPath: (id: number) => string };

/** The reports on wider screens (finance spec §2): a click anywhere on a row opens the report. */
export const EodReportsTable = ({ rows, detailPath }: Props) => {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label="End-of-day reports">
        <ColumnHeads columns={columns} alignRight={['Beginning', 'Ending']} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => void navigate(detailPath(row.id))} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Anchor component={Link} to={detailPath(row.id)} fw={600} aria-label={`Report #${row.id}`}>
                  #{row.id}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBusinessDate(row.date)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.beginning)}</Table.Td>
              <Table.Td ta="right" c={row.ending === null ? 'dimmed' : undefined}>
                {endingText(row.ending)}
              </Table.Td>
              <Table.Td c={row.notes?.trim() ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {notesText(row.notes)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
