import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ClientReportRow } from '../../../../domain/reports';
import { LabelledValue } from '../../../components/labelled-value';
import { ordersText, shippedText } from './shipped-text';

type Props = { rows: readonly ClientReportRow[]; onOrders: (row: ClientReportRow) => void };

/** The clients on a phone: a card each, the order count a full-size button opening their orders. */
export const ClientOrdersCards = ({ rows, onOrders }: Props) => (
  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Clients">
    {rows.map((row) => (
      <Paper key={row.id} component="li" withBorder px="sm" py="xs">
        <Stack gap={4} align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Text>
          <LabelledValue label="Client ID">{row.id}</LabelledValue>
          <LabelledValue label="Email">{row.email}</LabelledValue>
          <LabelledValue label="Last shipped">{shippedText(row.last_shipped_date)}</LabelledValue>
          <Button variant="light" onClick={() => onOrders(row)} aria-label={`${ordersText(row.related_orders_count)} of ${row.name}`}>
            {ordersText(row.related_orders_count)}
          </Button>
        </Stack>
      </Paper>
    ))}
  </Stack>
);
