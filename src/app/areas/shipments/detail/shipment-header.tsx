import { Group, Stack, Text, Title } from '@mantine/core';
import type { Shipment } from '../../../../domain/shipments';
import { formatBusinessDate } from '../../../components/business-date';
import { formatMoney } from '../../../components/display-format';
import { LabelledValue } from '../../../components/labelled-value';

/** 'Shipment #12' with the carrier's manifest, its arrival day, C13 entry and freight. */
export const ShipmentHeader = ({ shipment }: { shipment: Shipment }) => (
  <Stack gap={4}>
    <Title order={2}>Shipment #{shipment.id}</Title>
    <Text fw={600}>{shipment.carrier}</Text>
    <Group gap="lg">
      <LabelledValue label="Manifest">{shipment.manifest_key || 'None'}</LabelledValue>
      <LabelledValue label="Arrival date">{formatBusinessDate(shipment.arrival_date)}</LabelledValue>
      <LabelledValue label="C13">{shipment.customs || 'None'}</LabelledValue>
      <LabelledValue label="Freight">{shipment.freight === null ? 'Not entered' : formatMoney(shipment.freight)}</LabelledValue>
    </Group>
  </Stack>
);
