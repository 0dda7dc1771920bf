import {
  daysEndingOn,
  dashboardBranches,
  dashboardLeftOutCheckpoint,
  packageAlertKeys,
  paymentTypes,
  type CentsByType,
  type DashboardOrders,
  type DashboardOutstanding,
  type DashboardPackages,
  type DashboardRevenue,
  type PaymentType,
} from '../../../domain/admin-dashboard';
import { packageAlertFilters } from '../../../domain/alerts';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import type { Db } from '../../db/client';
import { businessToday } from '../../time';
import { listCheckpoints } from '../checkpoints/service';
import { countOutstandingDeliveries } from '../deliveries/service';
import { paymentTotalsByDay } from '../eod/service';
import { countPackages } from '../packages/service';
import { summariseUnpaidInvoices } from '../reports/service';
import { ordersByDayAndMethod } from './queries';

const window = () => {
  const days = daysEndingOn(businessToday());
  return { days, first: days[0]!, last: days[days.length - 1]! };
};

export const ordersPerDay = async (db: Db): Promise<DashboardOrders> => {
  const { days, first, last } = window();
  const rows = await ordersByDayAndMethod(db, first, last);
  const totals = new Map<ShippingMethod, number>();
  for (const row of rows) totals.set(row.method as ShippingMethod, (totals.get(row.method as ShippingMethod) ?? 0) + row.count);
  const methods = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b));
  return {
    first_day: first,
    last_day: last,
    methods,
    days: days.map((date) => {
      const ofDay = rows.filter((row) => row.date === date);
      const by_method = Object.fromEntries(methods.map((method) => [method, ofDay.find((row) => row.method === method)?.count ?? 0]));
      return { date, total: ofDay.reduce((sum, row) => sum + row.count, 0), by_method };
    }),
  };
};

/**
 * One statement: a count per checkpoint and the banner's three counts, each an index-only range of
 * the positions (countPackages), so the alerts here are the banner's own numbers. Delivered is
 * left out: nearly every package ever shipped is there, and counting it would read them all.
 */
export const packagesPerCheckpoint = async (db: Db): Promise<DashboardPackages> => {
  const shown = (await listCheckpoints(db)).filter((checkpoint) => checkpoint.id !== dashboardLeftOutCheckpoint);
  const atCheckpoint = Object.fromEntries(shown.map((checkpoint) => [`at_${checkpoint.id}`, { checkpoint: checkpoint.id }]));
  const counts: Record<string, number> = await countPackages(db, { ...atCheckpoint, ...packageAlertFilters });
  return {
    checkpoints: shown.map((checkpoint) => ({ id: checkpoint.id, name: checkpoint.name, count: counts[`at_${checkpoint.id}`] ?? 0 })),
    alerts: Object.fromEntries(packageAlertKeys.map((key) => [key, counts[key] ?? 0])) as DashboardPackages['alerts'],
  };
};

const noMoney = (): CentsByType => Object.fromEntries(paymentTypes.map((type) => [type, 0])) as CentsByType;
type PaymentRow = Awaited<ReturnType<typeof paymentTotalsByDay>>[number];

const moneyOf = (rows: readonly PaymentRow[]) => {
  const by_type = noMoney();
  for (const row of rows) by_type[row.type as PaymentType] += row.cents;
  const cash = rows.filter((row) => row.type === 'cash');
  return {
    total_cents: rows.reduce((sum, row) => sum + row.cents, 0),
    by_type,
    cash_by_branch: dashboardBranches.map((branch) => ({
      id: branch.id,
      name: branch.name,
      cash_cents: cash.filter((row) => row.branchId === branch.id).reduce((sum, row) => sum + row.cents, 0),
    })),
  };
};

export const revenuePerDay = async (db: Db): Promise<DashboardRevenue> => {
  const { days, first, last } = window();
  const rows = await paymentTotalsByDay(db, first, last);
  return {
    first_day: first,
    last_day: last,
    days: days.map((date) => ({ date, ...moneyOf(rows.filter((row) => row.date === date)) })),
    totals: moneyOf(rows),
  };
};

// One after another: a request's queries share one connection, so "in parallel" would only queue.
export const outstandingWork = async (db: Db): Promise<DashboardOutstanding> => {
  const deliveries = await countOutstandingDeliveries(db);
  const unpaid = await summariseUnpaidInvoices(db);
  return { outstanding_deliveries: deliveries, unpaid_invoices: { count: unpaid.count, total_cents: unpaid.cents } };
};
