import {
  dashboardDays,
  zDashboardOrders,
  zDashboardOutstanding,
  zDashboardPackages,
  zDashboardRevenue,
} from '../../../domain/admin-dashboard';
import { errorResponses } from '../../http/error-responses';
import type { AreaPlugin } from '../plugin';
import { ordersPerDay, outstandingWork, packagesPerCheckpoint, revenuePerDay } from './service';

const errors = errorResponses(401, 403);
const tags = ['dashboard'];
// Aggregates of days and checkpoints that no screen re-fetches after its own write: a replica's moment of lag changes nothing a reader can act on.
const config = { reads: 'replica' } as const;
const days = `the last ${dashboardDays} Nassau business days, today included, oldest first; a day with none is 0`;

/** The admin dashboard's four reads (portal spec §2 /admin/dashboard); admins only, not the special users (§6). */
export const adminDashboardRoutes: AreaPlugin = async (app) => {
  app.get('/dashboard/orders', {
    schema: {
      tags,
      operationId: 'getDashboardOrders',
      summary: 'Count orders per day by shipping method',
      description: `Live orders created on each of ${days}, by shipping method.`,
      response: { 200: zDashboardOrders, ...errors },
    },
    config,
    handler: async (request) => ordersPerDay(request.db),
  });

  app.get('/dashboard/packages', {
    schema: {
      tags,
      operationId: 'getDashboardPackages',
      summary: 'Count packages at each checkpoint',
      description:
        'Packages of live orders at each checkpoint now (Delivered left out), and the alert banner\'s counts of packages waiting too long, counted as the packages list filters them.',
      response: { 200: zDashboardPackages, ...errors },
    },
    config,
    handler: async (request) => packagesPerCheckpoint(request.db),
  });

  app.get('/dashboard/revenue', {
    schema: {
      tags,
      operationId: 'getDashboardRevenue',
      summary: 'Sum payments per day by type and branch',
      description: `Payments taken on each of ${days}, in integer cents, by payment type, and cash by branch as the end-of-day report splits it; totals over the range.`,
      response: { 200: zDashboardRevenue, ...errors },
    },
    config,
    handler: async (request) => revenuePerDay(request.db),
  });

  app.get('/dashboard/outstanding', {
    schema: {
      tags,
      operationId: 'getDashboardOutstanding',
      summary: 'Count outstanding deliveries and unpaid invoices',
      description: 'Outstanding deliveries as the banner counts them, and the invoices the unpaid invoices report lists (unpaid and approved) with their value in integer cents.',
      response: { 200: zDashboardOutstanding, ...errors },
    },
    config,
    handler: async (request) => outstandingWork(request.db),
  });
};
