import { Anchor, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { OldOrderRow } from '../../../domain/old-orders';
import { formatDay } from '../../components/display-format';
import { ApproveCell, type ApproveActions } from './approve-cell';
import { invoiceCreatedText, invoiceWord, waitingPlace, waitingSince } from './old-report-format';
import type { OldReportView } from './report-views';

type Props = ApproveActions & { view: OldReportView; rows: readonly OldOrderRow[] };

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A report on wider screens (finance spec §2): a click anywhere on a row opens the order; Approve keeps its own action and stays off the paper. */
export const OldReportTable = ({ view, rows, ...actions }: Props) => {
  const navigate = useNavigate();
  const heads = ['Client', 'Order', 'Packages', 'Has invoice', 'Invoice created', 'Created on', view.waitingHead];
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label={view.title}>
        <Table.Thead>
          <Table.Tr>
            {heads.map((head) => (
              <Table.Th key={head} scope="col" ta={head === 'Packages' ? 'right' : undefined}>
                {head}
              </Table.Th>
            ))}
            <Table.Th scope="col" className="no-print">
              Approve for sale
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => void navigate(`/orders/${row.id}`)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.client}
                </Text>
                <Text size="xs" c="dimmed">
                  Dept #{row.client_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/orders/${row.id}`} fw={600} aria-label={`Order #${row.id}`}>
                  #{row.id}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{row.package_count}</Table.Td>
              <Table.Td>{invoiceWord(row)}</Table.Td>
              <Table.Td style={nowrap}>{invoiceCreatedText(row)}</Table.Td>
              <Table.Td style={nowrap}>{formatDay(row.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm">{waitingPlace(row)}</Text>
                <Text size="xs" c="dimmed" style={nowrap}>
                  {waitingSince(row)}
                </Text>
              </Table.Td>
              <Table.Td className="no-print" onClick={(event) => event.stopPropagation()}>
                <ApproveCell row={row} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
