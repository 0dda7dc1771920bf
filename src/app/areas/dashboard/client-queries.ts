import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../api/dashboard';
import { settingsApi } from '../../api/settings';

// The Offices screen keeps the address under the same key, so an admin's save in this tab shows here.
export const useUsAddress = () => useQuery({ queryKey: ['settings', 'us-address'], queryFn: settingsApi.usAddress });

// Under 'invoices': the cart refreshes every invoice query when it changes, which turns in_cart here.
export const useClientInvoices = (userId: number) => useQuery({ queryKey: ['invoices', 'of-user', userId], queryFn: () => dashboardApi.invoices(userId) });

export const useOrderHistory = (userId: number, page: number) =>
  useQuery({ queryKey: ['orders', 'history', userId, page], queryFn: () => dashboardApi.orderHistory(userId, page), placeholderData: (previous) => previous });
