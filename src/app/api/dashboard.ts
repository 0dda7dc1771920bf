import { listOf } from '../../domain/common';
import { zInvoiceRow } from '../../domain/invoices';
import { zOrderHistoryPage } from '../../domain/order-history';
import { api } from './client';

/** What a customer's dashboard reads of their own account. */
export const dashboardApi = {
  /** Their invoices of every state, newest first. */
  invoices: (userId: number) => api.get(`/users/${userId}/invoices`, listOf(zInvoiceRow)),
  /** A page of their orders, each with its packages' tracking. */
  orderHistory: (userId: number, page: number) => api.get(`/users/${userId}/orders/list`, zOrderHistoryPage, { page }),
};
