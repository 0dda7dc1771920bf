import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ShipmentReportRow } from '../../../../domain/shipments';
import { ColumnHeads } from '../../../components/column-heads';
import { formatDay, formatMoney, methodLabel } from '../../../components/display-format';
import { weightText } from '../shipment-format';
import { C13Switch, InvoiceCell, NotifiedBox, QbCell } from './package-controls';
import type { PackageActions } from './use-package-actions';

export type ReportRowsProps = { rows: readonly ShipmentReportRow[]; actions: PackageActions; onAddQb: (row: ShipmentReportRow) => void };

const columns = ['Label', 'Sect', 'Order', 'Client', 'Method', 'Type', 'Box', 'Charged weight', 'Shipping', 'Duty', 'Levy', 'Invoice', 'Arrived', 'Notified', 'C13', 'QB'];
const figures = ['Sect', 'Charged weight', 'Shipping', 'Duty', 'Levy'];
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The report's package rows on wider screens; the sixteen columns scroll sideways inside their own box. */
export const ReportTable = ({ rows, actions, onAddQb }: ReportRowsProps) => (
  <Table.ScrollContainer minWidth={1500} type="native">
    <Table striped verticalSpacing="xs" aria-label="Packages of the shipment">
      <ColumnHeads columns={columns} alignRight={figures} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td ff="monospace" style={nowrap}>
              {row.label}
            </Table.Td>
            <Table.Td ta="right">{row.sect}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/orders/${row.orderId}`} aria-label={`Order #${row.orderId}`}>
                #{row.orderId}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.client_fullname}</Table.Td>
            <Table.Td style={nowrap}>{methodLabel(row.shipping_method)}</Table.Td>
            <Table.Td>{row.package_type}</Table.Td>
            <Table.Td c={row.box ? undefined : 'dimmed'}>{row.box ?? 'None'}</Table.Td>
            <Table.Td ta="right" style={nowrap}>
              {weightText(row.charged_weight)}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(row.shipping_total)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.grand_duty)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.grand_levy)}</Table.Td>
            <Table.Td>
              <InvoiceCell row={row} />
            </Table.Td>
            <Table.Td style={nowrap}>{row.arrived_at ? formatDay(row.arrived_at) : <Text span c="dimmed">—</Text>}</Table.Td>
            <Table.Td>
              <NotifiedBox row={row} actions={actions} />
            </Table.Td>
            <Table.Td>
              <C13Switch row={row} actions={actions} />
            </Table.Td>
            <Table.Td>
              <QbCell row={row} onAdd={onAddQb} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);
