import type { z } from 'zod';
import { zCreditsPage } from '../../src/domain/credits';
import { zEodDetail, zEodV2Detail } from '../../src/domain/eod';
import { zOldOrdersPage } from '../../src/domain/old-orders';
import { zClientReport, zDeliveredNoInvoicePage, zEditedOrdersCounts, zUnpaidInvoicesPage } from '../../src/domain/reports';
import type { Endpoint } from './endpoints';
import type { EodSeed } from './seed-eod';

const cents = (dollars: number | null) => (dollars === null ? -1 : Math.round(dollars * 100));

/** The detail's payments equal what the tables hold for the day, and (full views) every payment is a row. */
const checkDetail = (seed: EodSeed, withRows: boolean) => (body: unknown) => {
  const parsed = (withRows ? zEodDetail : zEodV2Detail).safeParse(body);
  if (!parsed.success) return `not an EOD detail: ${parsed.error.message}`;
  const { meta } = parsed.data;
  const totals: Record<string, [number, number]> = {
    madeira_cash: [cents(meta.madeira_cash), seed.cashCents.madeira],
    harbor_bay_cash: [cents(meta.harbor_bay_cash), seed.cashCents.harborBay],
    transactions_total: [cents(meta.transactions_total), seed.allCents],
  };
  if (withRows) totals.rows = [zEodDetail.parse(body).data.length, seed.transactions];
  const off = Object.entries(totals).find(([, [got, want]]) => got !== want);
  return off ? `${off[0]} is ${off[1][0]}, the tables say ${off[1][1]}` : null;
};

const checkCsv = (seed: EodSeed) => (body: unknown) => {
  if (typeof body !== 'string') return 'not text';
  const lines = body.split('\r\n');
  return lines.length - 2 === seed.transactions ? null : `${lines.length - 2} rows, expected ${seed.transactions}`;
};

/** A first page of a report: its shape, a full page of rows (the data is large enough), and a total no smaller than the page. */
const checkFirstPage =
  <T extends { data: unknown[]; meta: { total: number } }>(schema: z.ZodType<T>, pageSize: number) =>
  (body: unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return `not the report's page: ${parsed.error.message}`;
    const { data, meta } = parsed.data;
    if (data.length !== pageSize) return `${data.length} rows on page 1, expected a full page of ${pageSize}`;
    return meta.total >= data.length ? null : `total ${meta.total} is below the ${data.length} rows shown`;
  };

const checkCounts = (body: unknown) => (zEditedOrdersCounts.safeParse(body).success ? null : 'not the day counts');

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Each report's first page at full scale: 200,000 invoices, 500,000 orders and their positions. */
export const reportEndpoints = (): Endpoint[] => [
  { name: 'unpaid invoices page 1', path: '/api/invoices/unpaid?page=1', authenticated: true, check: checkFirstPage(zUnpaidInvoicesPage, 50) },
  { name: 'old packages page 1', path: '/api/packages/old?page=1', authenticated: true, check: checkFirstPage(zOldOrdersPage, 50) },
  { name: 'old orders page 1', path: '/api/orders/old?page=1', authenticated: true, check: checkFirstPage(zOldOrdersPage, 50) },
  { name: 'client orders page 1 (last 90 days)', path: `/api/reports/orders-by-clients?page=1&start_date=${daysAgo(90)}&end_date=${daysAgo(0)}`, authenticated: true, check: checkFirstPage(zClientReport, 50) },
  { name: 'delivered without invoice page 1', path: '/api/orders/delivered/no-invoice?page=1', authenticated: true, check: checkFirstPage(zDeliveredNoInvoicePage, 50) },
  { name: 'new and edited orders of a day', path: `/api/reports/orders/edited?date=${daysAgo(1)}`, authenticated: true, check: checkCounts },
  { name: 'CC payments page 1', path: '/api/credits?page=1', authenticated: true, check: checkFirstPage(zCreditsPage, 20) },
];

export const eodEndpoints = (seed: EodSeed): Endpoint[] => [
  { name: `EOD detail, full (${seed.transactions.toLocaleString('en-US')} payments)`, path: `/api/transactions/daily?reportId=${seed.eodReportId}`, authenticated: true, check: checkDetail(seed, true) },
  { name: 'EOD detail, v2', path: `/api/transactions/daily/v2?reportId=${seed.eodReportId}`, authenticated: true, check: checkDetail(seed, false) },
  { name: 'EOD detail, accounts', path: `/api/transactions/daily/acc?reportId=${seed.accReportId}`, authenticated: true, check: checkDetail(seed, true) },
  { name: 'EOD transactions.csv', path: `/api/transactions/daily.csv?reportId=${seed.eodReportId}`, authenticated: true, text: true, check: checkCsv(seed) },
];
