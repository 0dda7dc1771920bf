import { Table, Text } from '@mantine/core';
import type { IncidentFigures, IncidentInvoice } from '../../../domain/incident';
import { formatDollars } from '../../../domain/pricing';

/** The three figures of the spec's incident sets, in the order the report shows them. */
export const figureRows: readonly { key: keyof IncidentFigures; label: string }[] = [
  { key: 'totalProcessing', label: 'Processing' },
  { key: 'vatTotal', label: 'VAT total' },
  { key: 'grand_total', label: 'Grand total' },
];

/** '+$1.50', '-$1.50', '$0.00': a difference says which way it goes. */
export const formatDifference = (cents: number) => (cents > 0 ? `+${formatDollars(cents)}` : formatDollars(cents));

/** A difference to 2 decimals (finance spec §9), bold red when the stored figure is wrong. */
export const DifferenceText = ({ cents }: { cents: number | undefined }) =>
  cents === undefined ? (
    <Text span c="dimmed">
      —
    </Text>
  ) : (
    <Text span fz="inherit" fw={cents === 0 ? undefined : 700} c={cents === 0 ? undefined : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
      {formatDifference(cents)}
    </Text>
  );

const money = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** One figure's cells: stored, correct and their difference; the correct one is a dash when the engine could not price it. */
export const FigureCells = ({ invoice, figure }: { invoice: IncidentInvoice; figure: keyof IncidentFigures }) => {
  const [stored, correct] = invoice.sets;
  return (
    <>
      <Table.Td {...money}>{formatDollars(stored[figure])}</Table.Td>
      <Table.Td {...money}>{correct ? formatDollars(correct[figure]) : '—'}</Table.Td>
      <Table.Td {...money}>
        <DifferenceText cents={invoice.difference?.[figure]} />
      </Table.Td>
    </>
  );
};

/** An invoice's three figures as a small table of their own: what a card on a phone shows. */
export const FiguresTable = ({ invoice }: { invoice: IncidentInvoice }) => (
  <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" aria-label={`Figures of invoice ${invoice.pseudo_id}`}>
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Figure</Table.Th>
        <Table.Th scope="col" ta="right">
          Stored
        </Table.Th>
        <Table.Th scope="col" ta="right">
          Correct
        </Table.Th>
        <Table.Th scope="col" ta="right">
          Difference
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {figureRows.map(({ key, label }) => (
        <Table.Tr key={key}>
          <Table.Th scope="row" fw={500}>
            {label}
          </Table.Th>
          <FigureCells invoice={invoice} figure={key} />
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
