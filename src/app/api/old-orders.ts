import { zApprovedForSale, zOldOrdersPage } from '../../domain/old-orders';
import { api } from './client';

export type OldReportKind = 'packages' | 'orders';

const paths: Record<OldReportKind, string> = { packages: '/packages/old', orders: '/orders/old' };

/** The old packages and old orders reports, and approving an order for sale from them (finance spec §2, §4, §7). */
export const oldOrdersApi = {
  page: (kind: OldReportKind, query: { page: number; search: string }) => api.get(paths[kind], zOldOrdersPage, query),
  /** The path of the report's CSV for a search: every matching order, not only the page shown. */
  csvPath: (kind: OldReportKind, search: string) => `${paths[kind]}.csv${search ? `?${new URLSearchParams({ search })}` : ''}`,
  approveForSale: (orderId: number) => api.post(`/orders/${orderId}/approve-for-sale`, zApprovedForSale),
};
