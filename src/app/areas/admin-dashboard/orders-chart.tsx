import type { DashboardOrders } from '../../../domain/admin-dashboard';
import { methodLabel } from '../../components/display-format';
import { DailyChart } from './daily-chart';

/** Orders per day, each bar stacked by shipping method. */
export const OrdersChart = ({ data }: { data: DashboardOrders }) => (
  <DailyChart
    kind="bar"
    days={data.days.map((day) => ({ date: day.date, ...day.by_method }))}
    series={data.methods.map((method) => ({ name: method, label: methodLabel(method) }))}
    yAxisWidth={40}
  />
);
