import { toCsv } from '../../../domain/csv';
import type { OldOrderRow } from '../../../domain/old-orders';
import { businessToday } from '../../time';
import type { OrderDetail } from './report-queries';

/** One report row: `packageCount` is what the report counts (its old packages, or all the order's). */
export const presentRow = (detail: OrderDetail, packageCount: number): OldOrderRow => ({
  id: detail.id,
  client: detail.client,
  client_id: detail.clientId,
  package_count: packageCount,
  hasInvoice: detail.invoice !== null,
  invoiceCreated: detail.invoice?.createdAt.toISOString() ?? null,
  invoice_id: detail.invoice?.id ?? null,
  invoicePaid: detail.invoice?.status === 'paid',
  created_at: detail.createdAt.toISOString(),
  since: detail.since?.toISOString() ?? null,
  location: detail.location,
});

const csvHeader = ['Order', 'Client', 'Client ID', 'Packages', 'Invoice', 'Invoice created', 'Invoice paid', 'Created on', 'Waiting since', 'Where'] as const;

/** A moment as the Nassau business day it fell on, which a spreadsheet sorts and reads as a date. */
const day = (iso: string | null) => (iso === null ? null : businessToday(new Date(iso)));

/** Every row of a report, for a spreadsheet: the table the screen pages through, whole. */
export const reportCsv = (rows: readonly OldOrderRow[]) =>
  toCsv(
    csvHeader,
    rows.map((row) => [
      row.id, row.client, row.client_id, row.package_count, row.invoice_id, day(row.invoiceCreated), row.hasInvoice ? (row.invoicePaid ? 'Yes' : 'No') : null,
      day(row.created_at), day(row.since), row.location,
    ]),
  );
