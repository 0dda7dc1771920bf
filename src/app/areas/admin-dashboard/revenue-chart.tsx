import { AreaChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { paymentTypes, type DashboardRevenue } from '../../../domain/admin-dashboard';
import { invoiceTypeLabels } from '../../../domain/invoices';
import { formatDollars } from '../../../domain/pricing';
import { axisDay, seriesColor } from './chart-colors';
import { SeriesLegend } from './series-legend';

// The axis divides the cents into round steps that need not be whole cents.
const dollars = (cents: number) => formatDollars(Math.round(cents));

/** Payments per day stacked by type; amounts are cents, shown in dollars. */
export const RevenueChart = ({ data }: { data: DashboardRevenue }) => (
  <Stack gap="xs">
    <AreaChart
      h={280}
      data={data.days.map((day) => ({ day: axisDay(day.date), ...day.by_type }))}
      dataKey="day"
      type="stacked"
      series={paymentTypes.map((type, i) => ({ name: type, label: invoiceTypeLabels[type], color: seriesColor(i) }))}
      valueFormatter={dollars}
      withDots={false}
      curveType="linear"
      yAxisProps={{ width: 80 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
    />
    <SeriesLegend labels={paymentTypes.map((type) => invoiceTypeLabels[type])} />
  </Stack>
);

/** The range's totals: all payments, and cash at each branch as the end-of-day report counts it. */
export const RevenueTotals = ({ totals }: { totals: DashboardRevenue['totals'] }) => (
  <SimpleGrid cols={{ base: 1, sm: 1 + totals.cash_by_branch.length }} spacing="xs">
    {[{ label: 'All payments, 30 days', cents: totals.total_cents }, ...totals.cash_by_branch.map((branch) => ({ label: `Cash at ${branch.name}, 30 days`, cents: branch.cash_cents }))].map(
      (figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text size="xl" fw={700}>
            {formatDollars(figure.cents)}
          </Text>
          <Text size="sm">{figure.label}</Text>
        </Paper>
      ),
    )}
  </SimpleGrid>
);
