import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ClientReportMeta, MethodCountKey } from '../../../../domain/reports';

const methodLabels: Record<MethodCountKey, string> = {
  n_count: 'Priority',
  s_count: 'Standard',
  c_count: 'Consolidated',
  x_count: 'Special',
  bp_count: 'Business Plane',
  bb_count: 'Business Boat',
};

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Paper withBorder px="sm" py={6}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="lg">
      {value.toLocaleString('en-US')}
    </Text>
  </Paper>
);

/** The range's totals (finance spec §2): clients, orders, and orders by method, over every page. */
export const ClientTotals = ({ meta }: { meta: ClientReportMeta }) => (
  <SimpleGrid cols={{ base: 2, xs: 4, lg: 8 }} spacing="xs" aria-label="Totals" role="group">
    <Figure label="Clients" value={meta.total} />
    <Figure label="Orders" value={meta.orders_count} />
    {(Object.keys(methodLabels) as MethodCountKey[]).map((key) => (
      <Figure key={key} label={methodLabels[key]} value={meta[key]} />
    ))}
  </SimpleGrid>
);
