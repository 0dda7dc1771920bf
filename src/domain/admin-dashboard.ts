import { z } from 'zod';
import { packageAlertFilters } from './alerts';
import { deliveredCheckpointId, locations } from './constants';
import { invoiceTypes } from './pricing/invoice';
import { zShippingMethod } from './shipping-methods';

/**
 * The admin dashboard (portal spec §2 /admin/dashboard): what the owners read at a glance. Every
 * daily series covers the last `dashboardDays` Nassau business days, today included, oldest first,
 * with a zero for a day that had none. Money is integer cents (the screen shows dollars).
 */
export const dashboardDays = 30;

/** Packages here have reached their customer: the history, not the flow the chart shows (docs/decisions.md). */
export const dashboardLeftOutCheckpoint = deliveredCheckpointId;

const count = z.number().int().min(0);
const cents = z.number().int();
const day = z.iso.date();
const range = { first_day: day, last_day: day };

/** GET /dashboard/orders: live orders created on each day, by shipping method. */
export const zDashboardOrders = z
  .object({
    ...range,
    /** The methods with at least one order in the range, most used first: the chart's series. */
    methods: z.array(zShippingMethod),
    days: z.array(z.object({ date: day, total: count, by_method: z.record(z.string(), count) })),
  })
  .meta({ id: 'DashboardOrders' });
export type DashboardOrders = z.infer<typeof zDashboardOrders>;

export type PackageAlertKey = keyof typeof packageAlertFilters;
export const packageAlertKeys = Object.keys(packageAlertFilters) as PackageAlertKey[];

/** GET /dashboard/packages: packages of live orders at each checkpoint now, and the alert banner's counts. */
export const zDashboardPackages = z
  .object({
    checkpoints: z.array(z.object({ id: z.number().int(), name: z.string(), count })),
    alerts: z.object({ on_the_way_2_days: count, next_day_in_miami_2_days: count, others_in_miami_4_days: count }),
  })
  .meta({ id: 'DashboardPackages' });
export type DashboardPackages = z.infer<typeof zDashboardPackages>;

export const paymentTypes = invoiceTypes;
export type PaymentType = (typeof paymentTypes)[number];
const byType = z.object({ online: cents, cash: cents, check: cents, card: cents, bank: cents });
export type CentsByType = z.infer<typeof byType>;

/** The branches cash is counted at, as the end-of-day report splits it. */
export const dashboardBranches = locations;
const branchCash = z.array(z.object({ id: z.number().int(), name: z.string(), cash_cents: cents }));

/** GET /dashboard/revenue: payments taken each day by type, and cash by branch, in cents. */
export const zDashboardRevenue = z
  .object({
    ...range,
    days: z.array(z.object({ date: day, total_cents: cents, by_type: byType, cash_by_branch: branchCash })),
    totals: z.object({ total_cents: cents, by_type: byType, cash_by_branch: branchCash }),
  })
  .meta({ id: 'DashboardRevenue' });
export type DashboardRevenue = z.infer<typeof zDashboardRevenue>;

/** GET /dashboard/outstanding: the deliveries banner's count and the unpaid invoices report's invoices. */
export const zDashboardOutstanding = z
  .object({
    outstanding_deliveries: count,
    unpaid_invoices: z.object({ count, total_cents: cents }),
  })
  .meta({ id: 'DashboardOutstanding' });
export type DashboardOutstanding = z.infer<typeof zDashboardOutstanding>;

/** The Nassau days from `last` back over `days` days, oldest first ('YYYY-MM-DD', calendar arithmetic in UTC). */
export const daysEndingOn = (last: string, days = dashboardDays): string[] => {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
};
