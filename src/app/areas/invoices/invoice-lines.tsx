import { Paper, Table, Title } from '@mantine/core';
import type { Invoice } from '../../../domain/invoices';
import { formatMoney } from '../../components/display-format';

type Line = { label: string; amount: number };

/** Fees that most invoices do not have: shown only when the invoice charges them. */
const whenCharged = (label: string, amount: number): Line[] => (amount === 0 ? [] : [{ label, amount }]);

/**
 * The invoice's lines in the order of portal spec §2, each named fee on a line of its own; the
 * handling fees of the finance spec (hazard, fragile, US pickup) follow the overweight fee.
 */
export const invoiceLines = (invoice: Invoice): Line[] => [
  { label: 'Shipping subtotal', amount: invoice.shipping_subtotal },
  { label: 'Duty', amount: invoice.duty_total },
  { label: 'Levy', amount: invoice.levy_total },
  { label: 'Freight tax', amount: invoice.airFreightTax },
  { label: 'VAT', amount: invoice.vat_total },
  { label: 'Insurance', amount: invoice.insurance },
  { label: 'Documentation fee', amount: invoice.documentation_fee },
  { label: 'Storage fees', amount: invoice.storageFees },
  { label: 'Consolidation fee', amount: invoice.consolidationFee },
  { label: 'Processing fee', amount: invoice.processing_fee },
  ...invoice.fees.map((fee) => ({ label: fee.name, amount: fee.amount })),
  { label: 'Overweight fee', amount: invoice.additional },
  ...whenCharged('Hazard fee', invoice.hazardFee),
  ...whenCharged('Fragile fee', invoice.fragileFee),
  ...whenCharged('US pickup fee', invoice.usPickupFee),
  { label: 'Convenience fee', amount: invoice.convenienceFee },
  { label: 'Credit-card fees', amount: invoice.ccFees },
];

/** What the invoice charges, line by line, and the grand total. */
export const InvoiceLines = ({ invoice }: { invoice: Invoice }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invoice-charges">
    <Title order={3} size="h4" id="invoice-charges" mb="xs">
      Charges
    </Title>
    <Table verticalSpacing={6} aria-label="Invoice charges">
      <Table.Tbody>
        {invoiceLines(invoice).map((line, index) => (
          <Table.Tr key={`${line.label}-${index}`}>
            <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
              {line.label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" fz="lg">
            Grand total
          </Table.Th>
          <Table.Td ta="right" fz="lg" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(invoice.grandTotal)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  </Paper>
);
