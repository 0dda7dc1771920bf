import { Badge, Table, Text } from '@mantine/core';
import { dutyText, levyText, type Tax } from '../../../domain/taxes';
import { ColumnHeads, type Sorting } from '../../components/column-heads';
import { RowActionsMenu } from '../../components/row-actions-menu';
import type { TaxRowActions } from './tax-row-actions';

type Props = { rows: Tax[]; actions: TaxRowActions; sorting: Sorting };

const figure = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Duty & Tariffs from a tablet up: a row per category, sortable by description and duty; an
 * admin's Edit and Delete behind one button per row. Zero-rated goods (no VAT) are marked in a
 * column of their own, so the row's header stays the description alone.
 */
export const TaxesTable = ({ rows, actions, sorting }: Props) => (
  <Table striped highlightOnHover verticalSpacing="xs" maw={1000}>
    <ColumnHeads columns={['Description', 'Duty', 'Levy', 'VAT', 'Tariff code', ...(actions ? ['Actions'] : [])]} alignRight={['Actions']} sorting={sorting} />
    <Table.Tbody>
      {rows.map((tax) => (
        <Table.Tr key={tax.id}>
          <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {tax.description}
          </Table.Th>
          <Table.Td style={figure}>{dutyText(tax)}</Table.Td>
          <Table.Td style={figure}>{levyText(tax)}</Table.Td>
          <Table.Td>
            {tax.zero_rated ? (
              <Badge color="teal.9" variant="filled">
                Zero-rated
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                Charged
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="sm" ff="monospace">
              {tax.tariff_code}
            </Text>
          </Table.Td>
          {actions && (
            <Table.Td ta="right">
              <RowActionsMenu name={tax.description} deleting={actions.deletingId === tax.id} onEdit={() => actions.onEdit(tax)} onDelete={() => actions.onDelete(tax)} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
