import type { ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';

export type Figure = readonly [label: string, value: ReactNode];

/** A titled, bordered section of a report's totals, named for screen readers by its title. */
export const FigureSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
    <Title order={3} size="h5" mb={4}>
      {title}
    </Title>
    {children}
  </Paper>
);

/**
 * A titled box of labelled figures, a row each, the figures lined up on the right. `noWrap` keeps
 * an amount on one line (money), so a narrow phone wraps the label instead.
 */
export const FigureTable = ({ title, figures, noWrap = false }: { title: string; figures: readonly Figure[]; noWrap?: boolean }) => (
  <FigureSection title={title}>
    <Table verticalSpacing={4} horizontalSpacing={0} aria-label={title}>
      <Table.Tbody>
        {figures.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={600} style={noWrap ? { whiteSpace: 'nowrap' } : undefined}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </FigureSection>
);
