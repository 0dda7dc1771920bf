import { Button, Table } from '@mantine/core';
import type { ClientReportRow } from '../../../../domain/reports';
import { ColumnHeads } from '../../../components/column-heads';
import { ordersText, shippedText } from './shipped-text';

const columns = ['Client ID', 'Name', 'Email', 'Orders', 'Last shipped'];

type Props = { rows: readonly ClientReportRow[]; onOrders: (row: ClientReportRow) => void };

/** The clients on wider screens (finance spec §2); the order count opens the client's orders. */
export const ClientOrdersTable = ({ rows, onOrders }: Props) => (
  <Table.ScrollContainer minWidth={720} type="native">
    <Table verticalSpacing="xs" aria-label="Clients">
      <ColumnHeads columns={columns} alignRight={['Client ID']} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td ta="right">{row.id}</Table.Td>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
            <Table.Td>
              <Button variant="subtle" size="compact-md" onClick={() => onOrders(row)} aria-label={`${ordersText(row.related_orders_count)} of ${row.name}`}>
                {ordersText(row.related_orders_count)}
              </Button>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }} c={row.last_shipped_date ? undefined : 'dimmed'}>
              {shippedText(row.last_shipped_date)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
