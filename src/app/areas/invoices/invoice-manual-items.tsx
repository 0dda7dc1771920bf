import { Paper, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '../../../domain/invoices';
import { formatMoney } from '../../components/display-format';

type Manual = NonNullable<Invoice['manual']>;

/** A manual invoice's purchase (portal spec §3 Manual invoice form): where it was bought and its items. */
export const InvoiceManualItems = ({ manual }: { manual: Manual }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoice-manual">
    <Title order={3} size="h4" id="invoice-manual">
      Manual invoice ({manual.type})
    </Title>
    <Text size="sm" c="dimmed" mb="xs">
      Tax category: {manual.tax.description}
    </Text>
    <Table verticalSpacing={6} aria-label="Purchased items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {manual.items.map((item, index) => (
          <Table.Tr key={index}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.description}</Table.Td>
            <Table.Td ta="right">{item.quantity}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.price)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Paper>
);
