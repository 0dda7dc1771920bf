import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney, methodLabel } from '../../../components/display-format';
import { LabelledValue } from '../../../components/labelled-value';
import { weightText } from '../shipment-format';
import { C13Switch, InvoiceCell, NotifiedBox, QbCell } from './package-controls';
import type { ReportRowsProps } from './report-table';

/** The report's package rows on a phone: a card per package, its controls in a row of full-size targets. */
export const ReportCards = ({ rows, actions, onAddQb }: ReportRowsProps) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Packages of the shipment">
    {rows.map((row) => (
      <Paper component="li" key={row.id} withBorder px="sm" py="xs" aria-label={row.label}>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </Text>
            <Text size="sm">Sect {row.sect}</Text>
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.client_fullname} ·{' '}
            <Anchor component={Link} to={`/orders/${row.orderId}`} aria-label={`Order #${row.orderId}`}>
              Order #{row.orderId}
            </Anchor>
          </Text>
          <Text size="sm">
            {methodLabel(row.shipping_method)} · {row.package_type} · {row.box ? `Box ${row.box}` : 'No box'} · {weightText(row.charged_weight)}
          </Text>
          <Text size="sm">
            Shipping {formatMoney(row.shipping_total)} · Duty {formatMoney(row.grand_duty)} · Levy {formatMoney(row.grand_levy)}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Invoice:
            </Text>
            <InvoiceCell row={row} />
          </Group>
          <LabelledValue label="Arrived">{row.arrived_at ? formatDay(row.arrived_at) : '—'}</LabelledValue>
          <Group gap="md" align="center">
            <Group gap={0} align="center">
              <NotifiedBox row={row} actions={actions} />
              <Text size="sm">Notified</Text>
            </Group>
            <C13Switch row={row} actions={actions} />
            <Group gap="xs" align="center">
              <Text size="sm" c="dimmed">
                QB:
              </Text>
              <QbCell row={row} onAdd={onAddQb} />
            </Group>
          </Group>
        </Stack>
      </Paper>
    ))}
  </Stack>
);
