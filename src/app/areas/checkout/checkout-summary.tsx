import { Group, Stack, Table, Text } from '@mantine/core';
import { formatDollars, type Cents } from '../../../domain/pricing';
import { InvoiceLink } from '../cart';
import { convenienceFeeBp, type CheckoutTotals } from './checkout-totals';

type Props = { totals: CheckoutTotals; withFee: boolean };

/** The invoices checkout pays: each one's value, and its convenience fee when there is one. */
export const CheckoutLines = ({ totals, withFee }: Props) => (
  <Table aria-label="Invoices to pay" verticalSpacing={4}>
    <Table.Thead>
      <Table.Tr>
        <Table.Th>Invoice</Table.Th>
        <Table.Th ta="right">Value</Table.Th>
        {withFee && <Table.Th ta="right">Fee</Table.Th>}
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {totals.lines.map(({ item, value, fee }) => (
        <Table.Tr key={item.id}>
          <Table.Td>
            <InvoiceLink invoice={item} />
          </Table.Td>
          <Table.Td ta="right">{formatDollars(value)}</Table.Td>
          {withFee && <Table.Td ta="right">{formatDollars(fee)}</Table.Td>}
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

const TotalLine = ({ label, cents, strong }: { label: string; cents: Cents; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap">
    <Text fw={strong ? 700 : undefined}>{label}</Text>
    <Text fw={strong ? 700 : undefined}>{formatDollars(cents)}</Text>
  </Group>
);

/** The totals: subtotal, convenience fee, delivery when chosen, and what will be charged. */
export const CheckoutTotalLines = ({ totals, withFee }: Props) => {
  // With nothing added to the invoices (staff paying their cart) a subtotal would only repeat the total.
  const charges = withFee || totals.delivery !== null;
  return (
    <Stack gap={4} role="group" aria-label="Totals">
      {charges && <TotalLine label="Subtotal" cents={totals.subtotal} />}
      {withFee && <TotalLine label={`Convenience fee (${convenienceFeeBp / 100}%)`} cents={totals.fee} />}
      {totals.delivery !== null && <TotalLine label="Delivery" cents={totals.delivery} />}
      <TotalLine label={charges ? 'Total to be charged' : 'Total'} cents={totals.total} strong />
    </Stack>
  );
};
