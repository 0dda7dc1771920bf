import { Paper, SimpleGrid, Text } from '@mantine/core';
import { paymentTypes, type DashboardRevenue } from '../../../domain/admin-dashboard';
import { invoiceTypeLabels } from '../../../domain/invoices';
import { formatDollars } from '../../../domain/pricing';
import { DailyChart } from './daily-chart';

// The axis divides the cents into round steps that need not be whole cents.
const dollars = (cents: number) => formatDollars(Math.round(cents));

/** Payments per day stacked by type; amounts are cents, shown in dollars. */
export const RevenueChart = ({ data }: { data: DashboardRevenue }) => (
  <DailyChart
    kind="area"
    days={data.days.map((day) => ({ date: day.date, ...day.by_type }))}
    series={paymentTypes.map((type) => ({ name: type, label: invoiceTypeLabels[type] }))}
    valueFormatter={dollars}
    yAxisWidth={80}
  />
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
