import { Anchor, Table } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { DeliveredNoInvoiceRow } from '../../../../domain/reports';
import { ColumnHeads } from '../../../components/column-heads';
import { formatDay } from '../../../components/display-format';
import { deliveredText } from './delivered-text';

const columns = ['Order', 'Client', 'Method', 'Description', 'Created', 'Delivered'];

/** The report on wider screens (finance spec §2): a click anywhere on a row opens the order, to invoice it. */
export const DeliveredNoInvoiceTable = ({ rows }: { rows: readonly DeliveredNoInvoiceRow[] }) => {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label="Delivered orders without invoice">
        <ColumnHeads columns={columns} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => void navigate(`/orders/${row.id}`)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Anchor component={Link} to={`/orders/${row.id}`} fw={600} aria-label={`Order #${row.id}`}>
                  #{row.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.client}</Table.Td>
              <Table.Td>{row.delivery}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.description}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.created_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{deliveredText(row.date_delivered)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
