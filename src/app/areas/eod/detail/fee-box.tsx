import { Table } from '@mantine/core';
import { FigureSection } from '../../../components/figure-table';
import type { FeeLine } from './eod-figures';

/** The fees with their VAT beside them: three short columns, narrow enough for a phone. */
export const FeeBox = ({ lines }: { lines: readonly FeeLine[] }) => (
  <FigureSection title="Fees">
    <Table verticalSpacing={4} horizontalSpacing={4} aria-label="Fees">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" px={0}>
            Fee
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Amount
          </Table.Th>
          <Table.Th scope="col" ta="right" pr={0}>
            VAT
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map(([label, amount, vat]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400} px={0}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {amount}
            </Table.Td>
            <Table.Td ta="right" fw={600} pr={0} style={{ whiteSpace: 'nowrap' }}>
              {vat}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </FigureSection>
);
