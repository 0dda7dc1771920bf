import type { ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';

export type Figure = readonly [label: string, value: ReactNode];

/** A titled box of labelled figures, a row each, the figures lined up on the right. */
export const FigureTable = ({ title, figures }: { title: string; figures: readonly Figure[] }) => (
  <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
    <Title order={3} size="h5" mb={4}>
      {title}
    </Title>
    <Table verticalSpacing={4} horizontalSpacing={0} aria-label={title}>
      <Table.Tbody>
        {figures.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={600}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Paper>
);
