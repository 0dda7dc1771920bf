import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { cutDescription, type OrderRow } from '../../../../domain/orders';
import { ColumnHeads } from '../../../components/column-heads';
import { formatDay, methodLabel } from '../../../components/display-format';
import { FlaggedMark } from '../../../components/flagged-mark';

type Props = { rows: OrderRow[]; canToggleSheet: boolean; togglingId: number | null; onToggleSheet: (row: OrderRow) => void };

const statusColors: Record<OrderRow['status'], string> = {
  pending: 'gray',
  shipped: 'blue',
  'on-route': 'indigo',
  canceled: 'red',
  delivered: 'green',
};

const columns = ['Order #', 'Invoice #', 'Has Invoice', 'Status', 'Customer', 'Method', 'Packages', 'Package Types', 'Created', 'Description', 'On Sheet'];

/** The orders list's table (portal spec §2). On a phone it scrolls sideways inside its own box, never the page. */
export const OrdersTable = ({ rows, canToggleSheet, togglingId, onToggleSheet }: Props) => (
  <Table.ScrollContainer minWidth={980} type="native">
    <Table striped highlightOnHover verticalSpacing="xs">
      <ColumnHeads columns={columns} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor component={Link} to={`/orders/${row.id}`} fw={600}>
                {row.id}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.invoice_id ?? 'N/A'}</Table.Td>
            <Table.Td>{row.hasInvoice ? 'Yes' : 'No'}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={statusColors[row.status]} styles={{ label: { overflow: 'visible' } }}>
                {row.status}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.customer.full_name}</Text>
              {row.customer.flagged && <FlaggedMark />}
            </Table.Td>
            <Table.Td>{methodLabel(row.method)}</Table.Td>
            <Table.Td>{row.package_count}</Table.Td>
            <Table.Td>{row.package_types}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.created_at)}</Table.Td>
            <Table.Td title={row.description}>{cutDescription(row.description)}</Table.Td>
            <Table.Td>
              <Checkbox
                size="lg"
                aria-label={`Order ${row.id} added to sheet`}
                checked={row.add_to_sheet}
                disabled={!canToggleSheet || togglingId === row.id}
                onChange={() => onToggleSheet(row)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
