import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Order } from '../../../../domain/orders';
import { formatDateTime, methodLabel, orderStateWord } from '../../../components/display-format';
import { LabelledValue } from '../../../components/labelled-value';

const none = (
  <Text span c="dimmed" size="sm">
    None
  </Text>
);

const trackingOf = (order: Order) =>
  order.freight_tracking ? [order.freight_name?.toUpperCase(), order.freight_tracking].filter(Boolean).join(' ') : null;

const droppedOffBy = (order: Order) => {
  if (order.warehouse_via === 'pick-up') return order.pickup ? `US pickup: ${order.pickup.name}` : 'US pickup';
  if (order.warehouse_via === 'individual') {
    const name = [order.drop_fname, order.drop_lname].filter(Boolean).join(' ');
    return ['Individual', name, order.drop_phone, order.drop_email].filter(Boolean).join(' · ');
  }
  return 'Courier';
};

type Props = { order: Order; showShipment: boolean };

/** The order's header fields (portal spec §2, Order detail). */
export const OrderDetailSummary = ({ order, showShipment }: Props) => (
  <Paper withBorder p="md" radius="md">
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
      <LabelledValue label="Customer">{order.client_fullname || order.user.full_name}</LabelledValue>
      <LabelledValue label="Dept #">{order.user.id}</LabelledValue>
      <LabelledValue label="Email">{order.user.email}</LabelledValue>
      <LabelledValue label="Created">{formatDateTime(order.created_at)}</LabelledValue>
      <LabelledValue label="Delivery method">{methodLabel(order.delivery)}</LabelledValue>
      <LabelledValue label="Vendor">{order.vendor}</LabelledValue>
      <LabelledValue label="Tracking">{trackingOf(order) ?? none}</LabelledValue>
      <LabelledValue label="Invoice in box">{order.invoice_in_box === 'yes' ? 'Yes' : 'No'}</LabelledValue>
      <LabelledValue label="Entered warehouse via">{droppedOffBy(order)}</LabelledValue>
      <LabelledValue label="Status">{orderStateWord(order.completed)}</LabelledValue>
      <LabelledValue label="Invoice">
        {order.invoice_id ? (
          <Anchor component={Link} to={`/invoices/${order.invoice_id}`} size="sm">
            #{order.invoice_pseudo_id ?? order.invoice_id}
            {order.invoice_paid ? ' (paid)' : ''}
          </Anchor>
        ) : (
          none
        )}
      </LabelledValue>
      {showShipment && (
        <LabelledValue label="Shipment">
          {order.shipment_id ? `#${order.shipment_id}${order.shipment_box ? `, box ${order.shipment_box}` : ''}` : none}
        </LabelledValue>
      )}
    </SimpleGrid>
    <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        Comments:{' '}
      </Text>
      {order.comments || none}
    </Text>
  </Paper>
);
