import { Table, Text } from '@mantine/core';
import type { Delivery } from '../../../domain/deliveries';
import { ColumnHeads } from '../../components/column-heads';
import { FlaggedMark, flaggedRowStyle } from '../../components/flagged-mark';
import { DeliveredCell, type TickActions } from './delivered-cell';
import { customerName, formatDeliveryDate, formatWeight } from './delivery-format';
import { formatMoney } from '../../components/display-format';
import type { DeliveryState } from './delivery-state';
import { OrderLinks } from './order-links';

export type DeliveryRow = { delivery: Delivery; state: DeliveryState };

type Props = TickActions & { rows: readonly DeliveryRow[]; busyId: number | null };

const columns = ['Delivered', 'Customer', 'Directions', 'Time', 'Weight', 'Orders', 'Total', 'Date'];

/** The deliveries list on wider screens: the columns of finance spec §2, Deliveries. */
export const DeliveriesTable = ({ rows, busyId, ...actions }: Props) => (
  <Table.ScrollContainer minWidth={760} type="native">
    <Table highlightOnHover verticalSpacing="xs" aria-label="Deliveries">
      <ColumnHeads columns={columns} alignRight={['Weight', 'Total']} />
      <Table.Tbody>
        {rows.map(({ delivery, state }) => (
          <Table.Tr key={delivery.id} style={delivery.flagged ? flaggedRowStyle : undefined}>
            <Table.Td>
              <DeliveredCell delivery={delivery} state={state} busy={busyId === delivery.id} {...actions} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                {customerName(delivery)}
              </Text>
              <Text size="xs" c="dimmed">
                Dept #{delivery.user.id}
              </Text>
              {delivery.flagged && <FlaggedMark />}
            </Table.Td>
            <Table.Td maw={280} style={{ overflowWrap: 'anywhere' }}>
              {delivery.directions}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{delivery.time}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatWeight(delivery.weight)}
            </Table.Td>
            <Table.Td>
              <OrderLinks orders={delivery.orders} />
            </Table.Td>
            <Table.Td ta="right">{formatMoney(delivery.total)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDeliveryDate(delivery.date)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
