import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { cutDescription, type OrderRow } from '../../../../domain/orders';
import { ColumnHeads, type Sorting } from '../../../components/column-heads';
import { formatDay, methodLabel, orderStateWord } from '../../../components/display-format';
import { FlaggedMark } from '../../../components/flagged-mark';

export type OrdersListProps = { rows: OrderRow[]; canToggleSheet: boolean; togglingId: number | null; onToggleSheet: (row: OrderRow) => void; sorting: Sorting };

const columns = ['Order #', 'Invoice #', 'Has Invoice', 'Status', 'Customer', 'Method', 'Packages', 'Package Types', 'Created', 'Description', 'On Sheet'];

/**
 * The orders list's table (portal spec §2), for tablets and desktops; a click anywhere on a row
 * opens the order, and its number stays a real link. Between a tablet and a desktop it scrolls
 * sideways inside its own box, never the page.
 */
export const OrdersTable = ({ rows, canToggleSheet, togglingId, onToggleSheet, sorting }: OrdersListProps) => {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={980} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Orders">
        <ColumnHeads columns={columns} sorting={sorting} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => void navigate(`/orders/${row.id}`)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Anchor component={Link} to={`/orders/${row.id}`} fw={600}>
                  {row.id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {row.invoice_id === null ? (
                  'N/A'
                ) : (
                  // Its own link: the row's click would open the order instead.
                  <Anchor
                    component={Link}
                    to={`/invoices/${row.invoice_id}`}
                    onClick={(event) => event.stopPropagation()}
                    aria-label={`Invoice ${row.invoice_pseudo_id ?? row.invoice_id} of order ${row.id}`}
                  >
                    {row.invoice_pseudo_id ?? row.invoice_id}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>{row.hasInvoice ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.completed ? 'gray' : 'blue'} styles={{ label: { overflow: 'visible' } }}>
                  {orderStateWord(row.completed)}
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
              <Table.Td onClick={(event) => event.stopPropagation()}>
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
};
