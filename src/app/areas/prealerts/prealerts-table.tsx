import { Table } from '@mantine/core';
import type { Prealert } from '../../../domain/prealerts';
import { ColumnHeads } from '../../components/column-heads';
import { ParcelCells } from './parcel-cells';
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
            <ParcelCells prealert={prealert} strongNumber />
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
