import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Office } from '../../../domain/offices';
import { ColumnHeads } from '../../components/column-heads';
import { locationName } from './location-name';

const columns = ['Office Number', 'Location', 'Actions'];

type Props = { offices: Office[]; deletingId: number | null; onEdit: (office: Office) => void; onDelete: (office: Office) => void };

export const OfficesTable = ({ offices, deletingId, onEdit, onDelete }: Props) => (
  <Table striped highlightOnHover verticalSpacing="xs" maw={720}>
    <ColumnHeads columns={columns} alignRight={['Actions']} />
    <Table.Tbody>
      {offices.map((office) => (
        <Table.Tr key={office.id}>
          <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
            {office.number}
          </Table.Td>
          <Table.Td>{locationName(office.location_id) ?? <Text span c="gray.7">None</Text>}</Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon variant="light" size="xl" aria-label={`Edit office ${office.number}`} onClick={() => onEdit(office)}>
                  <IconPencil size={20} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete">
                <ActionIcon
                  variant="light"
                  color="red"
                  size="xl"
                  aria-label={`Delete office ${office.number}`}
                  loading={deletingId === office.id}
                  onClick={() => onDelete(office)}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
