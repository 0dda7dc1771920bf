import { Table, Text } from '@mantine/core';
import type { Pickup } from '../../../domain/pickups';
import { ColumnHeads } from '../../components/column-heads';
import { EditPickupButton } from './edit-pickup-button';

type Props = { rows: Pickup[]; onEdit: (pickup: Pickup) => void };

const columns = ['Name', 'Address', 'Phone', 'E-mail', 'Actions'];
const wraps = { overflowWrap: 'anywhere' } as const;

const Missing = () => (
  <Text span size="sm" c="gray.7">
    None
  </Text>
);

/** Pickups from a tablet up: a row each, by name, with its Edit button. */
export const PickupsTable = ({ rows, onEdit }: Props) => (
  <Table striped highlightOnHover verticalSpacing="xs">
    <ColumnHeads columns={columns} alignRight={['Actions']} />
    <Table.Tbody>
      {rows.map((pickup) => (
        <Table.Tr key={pickup.id}>
          <Table.Th scope="row" fw={500} style={wraps}>
            {pickup.name}
          </Table.Th>
          <Table.Td style={wraps}>{pickup.address}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{pickup.phone ?? <Missing />}</Table.Td>
          <Table.Td style={wraps}>{pickup.email ?? <Missing />}</Table.Td>
          <Table.Td ta="right">
            <EditPickupButton pickup={pickup} onEdit={onEdit} />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
