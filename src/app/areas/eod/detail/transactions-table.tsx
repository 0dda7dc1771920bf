import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EodTransaction } from '../../../../domain/eod';
import { ColumnHeads } from '../../../components/column-heads';
import { formatDateTime, formatMoney } from '../../../components/display-format';
import { branchText, invoicePath, paymentTypeText } from '../eod-format';

const money = ['Levy', 'Duty', 'Shipping', 'VAT', 'Processing', 'Value'] as const;
const columns = ['Transaction #', 'Type', 'PnP #', 'Invoice', 'Client', 'Branch', ...money, 'Date'];

const amounts = (row: EodTransaction) => [row.levy, row.duty, row.shipping, row.vat, row.processing, row.value];

/** The day's payments on wider screens (finance spec §2): each with the lines of the invoice it paid. */
export const TransactionsTable = ({ rows }: { rows: readonly EodTransaction[] }) => (
  <Table.ScrollContainer minWidth={900} type="native">
    <Table striped verticalSpacing="xs" aria-label="Transactions">
      <ColumnHeads columns={columns} alignRight={money} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{paymentTypeText(row.type)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.pnp ?? '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component={Link} to={invoicePath(row.invoice_id)} aria-label={`Invoice #${row.invoice_pseudo_id}`}>
                #{row.invoice_pseudo_id}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.client}</Table.Td>
            <Table.Td>{branchText(row.branch)}</Table.Td>
            {amounts(row).map((amount, index) => (
              <Table.Td key={money[index]} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(amount)}
              </Table.Td>
            ))}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.date)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
