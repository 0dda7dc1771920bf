import type { ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';
import type { FeeLine, Figure } from './eod-figures';

const Box = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
    <Title order={3} size="h5" mb={4}>
      {title}
    </Title>
    {children}
  </Paper>
);

/** A titled box of labelled figures, a row each, the figures lined up on the right: label/value lines on a phone too. */
export const FigureBox = ({ title, figures }: { title: string; figures: readonly Figure[] }) => (
  <Box title={title}>
    <Table verticalSpacing={4} horizontalSpacing={0} aria-label={title}>
      <Table.Tbody>
        {figures.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Box>
);

/** The fees with their VAT beside them: three short columns, narrow enough for a phone. */
export const FeeBox = ({ lines }: { lines: readonly FeeLine[] }) => (
  <Box title="Fees">
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
  </Box>
);
