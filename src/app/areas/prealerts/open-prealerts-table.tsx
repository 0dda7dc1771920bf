import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Prealert } from '../../../domain/prealerts';
import { ColumnHeads } from '../../components/column-heads';
import { ParcelCells } from './parcel-cells';
import { orderFromPrealertPath } from './prealert-format';

const columns = ['Customer', 'Tracking number', 'Vendor', 'Description', 'Declared', 'Filed', 'Actions'];

/** What a prealert offers staff: the customer's invoice, and an order filled in from it. */
export const OpenPrealertActions = ({ prealert }: { prealert: Prealert }) => (
  <Group gap="xs" justify="flex-end" wrap="nowrap">
    {prealert.file && (
      <Anchor href={prealert.file.url} target="_blank" rel="noopener" aria-label={`Invoice ${prealert.file.file_name}`} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        Invoice
      </Anchor>
    )}
    <Button component={Link} to={orderFromPrealertPath(prealert)} variant="light" mih={44} aria-label={`Create order for ${prealert.customer.full_name}, ${prealert.tracking_number}`}>
      Create order
    </Button>
  </Group>
);

/** The open prealerts from a tablet's width up. */
export const OpenPrealertsTable = ({ rows }: { rows: readonly Prealert[] }) => (
  <Table.ScrollContainer minWidth={860} type="native">
    <Table verticalSpacing="xs" aria-label="Open prealerts">
      <ColumnHeads columns={columns} alignRight={['Declared', 'Actions']} />
      <Table.Tbody>
        {rows.map((prealert) => (
          <Table.Tr key={prealert.id}>
            <Table.Td>
              <Text fw={600}>{prealert.customer.full_name}</Text>
              <Text size="sm" c="dimmed">
                Dept #{prealert.customer.id} · {prealert.customer.location.name}
              </Text>
            </Table.Td>
            <ParcelCells prealert={prealert} />
            <Table.Td>
              <OpenPrealertActions prealert={prealert} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
