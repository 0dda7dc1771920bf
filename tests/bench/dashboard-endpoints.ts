import { zDashboardOrders, zDashboardOutstanding, zDashboardPackages, zDashboardRevenue, type DashboardRevenue } from '../../src/domain/admin-dashboard';
import type { Endpoint } from './endpoints';
import type { DashboardSeed, Growing } from './seed-dashboard';

/** Every day of the answer against the tables' counts by day and method (an absent method or day is 0). */
const checkOrders = (seed: DashboardSeed) => (body: unknown) => {
  const parsed = zDashboardOrders.safeParse(body);
  if (!parsed.success) return `not the dashboard's orders: ${parsed.error.message}`;
  const days = parsed.data.days;
  if (days.length !== 30) return `${days.length} days, expected 30`;
  const seen = new Set(days.map((day) => day.date));
  const missing = Object.keys(seed.orders).find((day) => !seen.has(day));
  if (missing) return `the tables hold orders on ${missing}, which the answer has no day for`;
  for (const day of days) {
    const want = seed.orders[day.date] ?? {};
    const total = Object.values(want).reduce((a, b) => a + b, 0);
    if (day.total !== total) return `${day.date}: ${day.total} orders, the tables hold ${total}`;
    const methods = new Set([...Object.keys(want), ...Object.keys(day.by_method)]);
    for (const method of methods) if ((day.by_method[method] ?? 0) !== (want[method] ?? 0)) return `${day.date} ${method}: ${day.by_method[method] ?? 0}, the tables hold ${want[method] ?? 0}`;
  }
  return days.some((day) => day.total > 0) ? null : 'no orders in 30 days: the seed should give about 685 a day';
};

const within = (got: number, want: Growing) => got >= want.atLeast && got <= want.atMost;

const checkPackages = (seed: DashboardSeed) => (body: unknown) => {
  const parsed = zDashboardPackages.safeParse(body);
  if (!parsed.success) return `not the dashboard's packages: ${parsed.error.message}`;
  const { checkpoints, alerts } = parsed.data;
  for (const checkpoint of checkpoints)
    if (checkpoint.count !== (seed.checkpoints[checkpoint.id] ?? 0)) return `${checkpoint.name}: ${checkpoint.count} packages, the tables hold ${seed.checkpoints[checkpoint.id] ?? 0}`;
  const unlisted = Object.keys(seed.checkpoints).find((id) => !checkpoints.some((checkpoint) => checkpoint.id === Number(id)));
  if (unlisted) return `checkpoint ${unlisted} holds packages but is not in the answer`;
  for (const key of Object.keys(alerts) as (keyof typeof alerts)[])
    if (!within(alerts[key], seed.alerts[key])) return `${key}: ${alerts[key]}, the tables give ${seed.alerts[key].atLeast}–${seed.alerts[key].atMost}`;
  return null;
};

const checkRevenue = (seed: DashboardSeed) => (body: unknown) => {
  const parsed = zDashboardRevenue.safeParse(body);
  if (!parsed.success) return `not the dashboard's revenue: ${parsed.error.message}`;
  const { days, totals } = parsed.data;
  for (const day of days) {
    const want = seed.payments[day.date] ?? {};
    for (const type of Object.keys(day.by_type) as (keyof DashboardRevenue['totals']['by_type'])[])
      if (day.by_type[type] !== (want[type] ?? 0)) return `${day.date} ${type}: ${day.by_type[type]} cents, the tables hold ${want[type] ?? 0}`;
  }
  const all = Object.values(seed.payments).reduce((sum, day) => sum + Object.values(day).reduce((a, b) => a + b, 0), 0);
  if (totals.total_cents !== all) return `total ${totals.total_cents} cents, the tables hold ${all}`;
  const branch = totals.cash_by_branch.find((cash) => cash.cash_cents !== (seed.cashByBranch[cash.id] ?? 0));
  if (branch) return `cash at ${branch.name}: ${branch.cash_cents} cents, the tables hold ${seed.cashByBranch[branch.id] ?? 0}`;
  return all > 0 ? null : 'no payments in 30 days: the seed moves some in';
};

const checkOutstanding = (seed: DashboardSeed) => (body: unknown) => {
  const parsed = zDashboardOutstanding.safeParse(body);
  if (!parsed.success) return `not the dashboard's outstanding work: ${parsed.error.message}`;
  const { outstanding_deliveries: deliveries, unpaid_invoices: unpaid } = parsed.data;
  if (deliveries !== seed.outstandingDeliveries) return `${deliveries} outstanding deliveries, the tables hold ${seed.outstandingDeliveries}`;
  return unpaid.count === seed.unpaid.count && unpaid.total_cents === seed.unpaid.cents
    ? null
    : `${unpaid.count} unpaid invoices of ${unpaid.total_cents} cents, the tables hold ${seed.unpaid.count} of ${seed.unpaid.cents}`;
};

/** The admin dashboard of issue 19 at full scale, each answer against the tables. */
export const dashboardEndpoints = (seed: DashboardSeed): Endpoint[] => [
  { name: 'dashboard orders (30 days by method)', path: '/api/dashboard/orders', authenticated: true, check: checkOrders(seed) },
  { name: 'dashboard packages (per checkpoint, alerts)', path: '/api/dashboard/packages', authenticated: true, check: checkPackages(seed) },
  { name: 'dashboard revenue (30 days by type, branch)', path: '/api/dashboard/revenue', authenticated: true, check: checkRevenue(seed) },
  { name: 'dashboard outstanding (deliveries, unpaid)', path: '/api/dashboard/outstanding', authenticated: true, check: checkOutstanding(seed) },
];
