import { Anchor, Badge, Button, Group, Switch, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ShipmentReportRow } from '../../../../domain/shipments';
import { formatBusinessDate } from '../../../components/business-date';
import { formatMoney } from '../../../components/display-format';
import { TouchCheckbox } from '../../../components/touch-checkbox';
import type { PackageActions } from './use-package-actions';

type Props = { row: ShipmentReportRow; actions: PackageActions };

/** Ticking sends the customer the arrival notice; a notice cannot be taken back, so a ticked box stays ticked. */
export const NotifiedBox = ({ row, actions }: Props) => (
  <TouchCheckbox
    size="lg"
    aria-label={`Customer notified of ${row.label}`}
    checked={row.notified}
    disabled={row.notified || actions.isBusy('notify', row)}
    onChange={() => actions.notify(row)}
  />
);

export const C13Switch = ({ row, actions }: Props) => (
  <Switch
    size="md"
    label="C13"
    aria-label={`C13 for ${row.label}`}
    checked={row.c13}
    disabled={actions.isBusy('c13', row)}
    onChange={() => actions.toggleC13(row)}
    styles={{ body: { alignItems: 'center' } }}
  />
);

/** The QuickBooks entry once made; until then a button, offered only once the invoice is paid (finance spec §4). */
export const QbCell = ({ row, onAdd }: { row: ShipmentReportRow; onAdd: (row: ShipmentReportRow) => void }) => {
  if (row.qb)
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(row.qb.value)} · {formatBusinessDate(row.qb.date)}
      </Text>
    );
  if (!row.invoicePaid)
    return (
      <Text size="sm" c="dimmed" aria-label="No QB entry">
        —
      </Text>
    );
  return (
    <Button size="compact-md" variant="light" onClick={() => onAdd(row)} aria-label={`Add QB entry for ${row.label}`}>
      Add QB entry
    </Button>
  );
};

/** The package's invoice by its number, with its state in a word; None before one is made. */
export const InvoiceCell = ({ row }: { row: ShipmentReportRow }) =>
  row.invoice_id === null ? (
    <Text size="sm" c="dimmed">
      None
    </Text>
  ) : (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={`/invoices/${row.invoice_id}`} size="sm" aria-label={`Invoice ${row.invoice_pseudo_id ?? row.invoice_id}`}>
        {row.invoice_pseudo_id ?? row.invoice_id}
      </Anchor>
      <Badge variant="light" color={row.invoicePaid ? 'green' : 'yellow'} c="dark.9" styles={{ label: { overflow: 'visible' } }}>
        {row.invoicePaid ? 'Paid' : 'Unpaid'}
      </Badge>
    </Group>
  );
