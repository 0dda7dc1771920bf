import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { UnpaidInvoiceRow } from '../../../../domain/reports';
import { ColumnHeads } from '../../../components/column-heads';
import { formatDateTime, formatMoney } from '../../../components/display-format';
import { InvoiceStatusBadge } from './invoice-status-badge';

const columns = ['Invoice', 'Order', 'Client', 'Value', 'Status', 'Created at'];

/** The unpaid invoices on wider screens (finance spec §2): invoice and order link to their pages. */
export const UnpaidInvoicesTable = ({ rows }: { rows: readonly UnpaidInvoiceRow[] }) => (
  <Table.ScrollContainer minWidth={720} type="native">
    <Table verticalSpacing="xs" aria-label="Unpaid invoices">
      <ColumnHeads columns={columns} alignRight={['Value']} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor component={Link} to={`/invoices/${row.id}`} fw={600} aria-label={`Invoice ${row.pseudo_id}`}>
                {row.pseudo_id}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/orders/${row.order_id}`} aria-label={`Order #${row.order_id}`}>
                #{row.order_id}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.client}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(row.value)}
            </Table.Td>
            <Table.Td>
              <InvoiceStatusBadge status={row.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
