import { Anchor, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { PackageRow } from '../../../domain/packages';
import { ColumnHeads } from '../../components/column-heads';
import { formatDateTime, methodLabel } from '../../components/display-format';

const columns = ['Order', 'Customer', 'Method', 'Package type', 'Checkpoint', 'Items', 'Description', 'Created at'];

const notScanned = (
  <Text span c="dimmed" size="sm">
    Not scanned
  </Text>
);

/** The packages list on wider screens: the columns of portal spec §3, Package grid row; a click anywhere on a row opens its order. */
export const PackagesTable = ({ rows }: { rows: PackageRow[] }) => {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Packages">
        <ColumnHeads columns={columns} alignRight={['Items']} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => void navigate(`/orders/${row.order_id}`)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Anchor component={Link} to={`/orders/${row.order_id}`} fw={600}>
                  #{row.order_id}
                </Anchor>
                <Text size="xs" c="dimmed" ff="monospace">
                  {row.barcode}
                </Text>
              </Table.Td>
              <Table.Td>{row.customer}</Table.Td>
              <Table.Td>{methodLabel(row.shipping_method)}</Table.Td>
              <Table.Td tt="capitalize">{row.type}</Table.Td>
              <Table.Td>{row.checkpoint ?? notScanned}</Table.Td>
              <Table.Td ta="right">{row.number_of_items}</Table.Td>
              <Table.Td maw={280} style={{ overflowWrap: 'anywhere' }}>
                {row.description}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
