import { Table, Text } from '@mantine/core';
import type { Prealert } from '../../../domain/prealerts';
import { ColumnHeads } from '../../components/column-heads';
import { formatDay, formatMoney } from '../../components/display-format';
import { freightCompanyLabels } from '../orders/form/freight-companies';
import { PrealertActions } from './prealert-actions';
import { PrealertState } from './prealert-state';

const columns = ['Tracking number', 'Vendor', 'Description', 'Declared', 'Filed', 'State', 'Actions'];

type Props = { rows: readonly Prealert[]; withdrawingId: number | null; onWithdraw: (prealert: Prealert) => void };

/** A customer's prealerts from a tablet's width up. */
export const PrealertsTable = ({ rows, withdrawingId, onWithdraw }: Props) => (
  <Table.ScrollContainer minWidth={760} type="native">
    <Table verticalSpacing="xs" aria-label="Prealerts">
      <ColumnHeads columns={columns} alignRight={['Declared', 'Actions']} />
      <Table.Tbody>
        {rows.map((prealert) => (
          <Table.Tr key={prealert.id}>
            <Table.Td>
              <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {prealert.tracking_number}
              </Text>
              {prealert.courier && (
                <Text size="sm" c="dimmed">
                  {freightCompanyLabels[prealert.courier]}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{prealert.vendor}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{prealert.description}</Table.Td>
            <Table.Td ta="right">{formatMoney(prealert.value)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(prealert.created_at)}</Table.Td>
            <Table.Td>
              <PrealertState prealert={prealert} />
            </Table.Td>
            <Table.Td>
              <PrealertActions prealert={prealert} withdrawing={withdrawingId === prealert.id} onWithdraw={onWithdraw} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
