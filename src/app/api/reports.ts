import { zClientReport, zDeliveredNoInvoicePage, zEditedOrdersCounts, zUnpaidInvoicesPage, type ClientReportCsvQuery } from '../../domain/reports';
import { api } from './client';

/** The CSV of the client order report for a range: every client, not the page shown. */
const clientCsvPath = (range: ClientReportCsvQuery) => `/reports/orders-by-clients.csv?${new URLSearchParams(range).toString()}`;

/** The admin reports of the reports hub (finance spec §7). */
export const reportsApi = {
  editedOrders: (date: string) => api.get('/reports/orders/edited', zEditedOrdersCounts, { date }),
  unpaidInvoices: (page: number) => api.get('/invoices/unpaid', zUnpaidInvoicesPage, { page }),
  unpaidInvoicesCsvPath: '/invoices/unpaid.csv',
  clientOrders: (query: ClientReportCsvQuery & { page: number }) => api.get('/reports/orders-by-clients', zClientReport, query),
  clientCsvPath,
  deliveredNoInvoice: (page: number) => api.get('/orders/delivered/no-invoice', zDeliveredNoInvoicePage, { page }),
  deliveredNoInvoiceCsvPath: '/orders/delivered/no-invoice.csv',
};
