import { Anchor, Button, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import type { ShipmentRow } from '../../../../domain/shipments';
import { formatBusinessDate } from '../../../components/business-date';
import { ColumnHeads } from '../../../components/column-heads';
import { manifestText } from '../shipment-format';

const columns = ['ID', 'Manifest', 'Carrier', 'Packages', 'Arrival date', 'Edit'];

/** The shipments list on wider screens (finance spec §2): a click anywhere on a row opens the shipment. */
export const ShipmentsTable = ({ rows }: { rows: readonly ShipmentRow[] }) => {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label="Shipments">
        <ColumnHeads columns={columns} alignRight={['Packages']} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} onClick={() => void navigate(`/shipments/${row.id}`)} style={{ cursor: 'pointer' }}>
              <Table.Td>
                <Anchor component={Link} to={`/shipments/${row.id}`} fw={600} aria-label={`Shipment #${row.id}`}>
                  #{row.id}
                </Anchor>
              </Table.Td>
              <Table.Td c={row.manifest_key ? undefined : 'dimmed'}>{manifestText(row)}</Table.Td>
              <Table.Td>{row.carrier}</Table.Td>
              <Table.Td ta="right">{row.packages_count.toLocaleString('en-US')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBusinessDate(row.arrival_date)}</Table.Td>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Button
                  component={Link}
                  to={`/shipments/${row.id}/edit`}
                  variant="subtle"
                  size="compact-md"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  aria-label={`Edit shipment #${row.id}`}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
