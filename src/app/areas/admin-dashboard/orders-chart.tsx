import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { DashboardOrders } from '../../../domain/admin-dashboard';
import { methodLabel } from '../../components/display-format';
import { axisDay, seriesColor } from './chart-colors';
import { SeriesLegend } from './series-legend';

/** Orders per day, each bar stacked by shipping method. */
export const OrdersChart = ({ data }: { data: DashboardOrders }) => (
  <Stack gap="xs">
    <BarChart
      h={280}
      data={data.days.map((day) => ({ day: axisDay(day.date), ...day.by_method }))}
      dataKey="day"
      type="stacked"
      series={data.methods.map((method, i) => ({ name: method, label: methodLabel(method), color: seriesColor(i) }))}
      tickLine="y"
      yAxisProps={{ allowDecimals: false, width: 40 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
    />
    <SeriesLegend labels={data.methods.map(methodLabel)} />
  </Stack>
);
