import { toCsv } from '../../../domain/csv';
import { invoiceStatusLabels } from '../../../domain/invoices';
import type { ClientReportRow, DeliveredNoInvoiceRow, UnpaidInvoiceRow } from '../../../domain/reports';
import { businessDateTime } from '../../time';

// The CSVs hold the columns the screens show, times as Nassau's clocks read them, money with two decimals.
const nassauTime = (iso: string | null) => (iso === null ? null : businessDateTime(new Date(iso)));

export const unpaidInvoicesCsv = (rows: readonly UnpaidInvoiceRow[]) =>
  toCsv(
    ['Invoice', 'Invoice ID', 'Order', 'Client', 'Client ID', 'Value', 'Status', 'Created at'],
    rows.map((row) => [row.pseudo_id, row.id, row.order_id, row.client, row.client_id, row.value.toFixed(2), invoiceStatusLabels[row.status], nassauTime(row.created_at)]),
  );

export const clientReportCsv = (rows: readonly ClientReportRow[]) =>
  toCsv(
    ['Client ID', 'Name', 'Email', 'Orders', 'Last shipped', 'Order numbers'],
    rows.map((row) => [row.id, row.name, row.email, row.related_orders_count, row.last_shipped_date, row.related_orders.map((order) => order.id).join(' ')]),
  );

export const deliveredNoInvoiceCsv = (rows: readonly DeliveredNoInvoiceRow[]) =>
  toCsv(
    ['Order', 'Client', 'Client ID', 'Method', 'Description', 'Created at', 'Delivered at'],
    rows.map((row) => [row.id, row.client, row.client_id, row.delivery, row.description, nassauTime(row.created_at), nassauTime(row.date_delivered)]),
  );
