import { zDashboardOrders, zDashboardOutstanding, zDashboardPackages, zDashboardRevenue } from '../../domain/admin-dashboard';
import { api } from './client';

/** The admin dashboard's four reads (admins only, not the special users). */
export const adminDashboardApi = {
  orders: () => api.get('/dashboard/orders', zDashboardOrders),
  packages: () => api.get('/dashboard/packages', zDashboardPackages),
  revenue: () => api.get('/dashboard/revenue', zDashboardRevenue),
  outstanding: () => api.get('/dashboard/outstanding', zDashboardOutstanding),
};
