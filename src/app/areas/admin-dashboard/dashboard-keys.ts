/** The dashboard's reads in the query cache. */
export const adminDashboardKeys = {
  orders: ['admin-dashboard', 'orders'],
  packages: ['admin-dashboard', 'packages'],
  revenue: ['admin-dashboard', 'revenue'],
  outstanding: ['admin-dashboard', 'outstanding'],
} as const;
