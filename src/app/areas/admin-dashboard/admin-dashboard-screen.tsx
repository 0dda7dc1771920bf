import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardDays } from '../../../domain/admin-dashboard';
import { adminDashboardApi } from '../../api/admin-dashboard';
import { ChartPanel } from './chart-panel';
import { adminDashboardKeys } from './dashboard-keys';
import { ordersTable, packagesTable, revenueTable } from './dashboard-tables';
import { OrdersChart } from './orders-chart';
import { OutstandingCards } from './outstanding-cards';
import { PackageAlertCards, PackagesChart } from './packages-chart';
import { RevenueChart, RevenueTotals } from './revenue-chart';

/** The admin dashboard (/admin/dashboard, portal spec §2): the business at a glance, for admins but not the special users (§6). */
export const AdminDashboardScreen = () => {
  const orders = useQuery({ queryKey: adminDashboardKeys.orders, queryFn: adminDashboardApi.orders });
  const packages = useQuery({ queryKey: adminDashboardKeys.packages, queryFn: adminDashboardApi.packages });
  const revenue = useQuery({ queryKey: adminDashboardKeys.revenue, queryFn: adminDashboardApi.revenue });
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>Dashboard</Title>
      <OutstandingCards />
      <ChartPanel
        title={`Orders, last ${dashboardDays} days`}
        query={orders}
        table={ordersTable}
        empty={`No orders in the last ${dashboardDays} days.`}
        isEmpty={(data) => data.days.every((day) => day.total === 0)}
        chart={(data) => <OrdersChart data={data} />}
      />
      <ChartPanel
        title="Packages at each checkpoint"
        query={packages}
        table={packagesTable}
        empty="No packages are waiting at any checkpoint."
        isEmpty={(data) => data.checkpoints.every((checkpoint) => checkpoint.count === 0)}
        chart={(data) => <PackagesChart data={data} />}
        extra={(data) => <PackageAlertCards alerts={data.alerts} />}
      />
      <ChartPanel
        title={`Payments, last ${dashboardDays} days`}
        query={revenue}
        table={revenueTable}
        empty={`No payments in the last ${dashboardDays} days.`}
        isEmpty={(data) => data.totals.total_cents === 0}
        chart={(data) => <RevenueChart data={data} />}
        extra={(data) => <RevenueTotals totals={data.totals} />}
      />
    </Stack>
  );
};
