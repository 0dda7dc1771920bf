import { packageBarcode } from '../../src/domain/barcode';
import {
  shipmentReportPageSize,
  shipmentsPageSize,
  unshippedCountCap,
  unshippedPageSize,
  zShipmentReport,
  zShipmentsPage,
  zUnshippedPage,
  type UnshippedPage,
} from '../../src/domain/shipments';
import { newestFirst, type Endpoint } from './endpoints';
import { searchFragments } from './seed-rows';
import type { ShipmentSeed } from './seed-shipments';

/** The picker's deep page: 10,000 packages back, or the last full page of a smaller seed. */
const deepUnshippedPage = 200;

const count = (n: number) => n.toLocaleString('en-US');

/** A page of the big manifest's report: its rows in manifest order, and totals equal to what the tables hold. */
const checkReport = (seed: ShipmentSeed, page: number) => (body: unknown) => {
  const parsed = zShipmentReport.safeParse(body);
  if (!parsed.success) return `not a shipment report: ${parsed.error.message}`;
  const { data, meta } = parsed.data;
  const big = seed.big;
  const expected = big.packageIds.slice((page - 1) * shipmentReportPageSize, page * shipmentReportPageSize);
  if (data.length !== expected.length) return `${data.length} rows, expected ${expected.length}`;
  const wrong = data.findIndex((row, i) => row.id !== expected[i] || row.shipmentId !== big.id);
  if (wrong >= 0) return `row ${wrong} is package ${data[wrong]!.id} of shipment ${data[wrong]!.shipmentId}, expected package ${expected[wrong]} of ${big.id}`;
  const totals: Record<string, [number, number]> = {
    total_packages: [meta.total_packages, big.packageIds.length],
    total_paid_packages: [meta.total_paid_packages, big.paid],
    arrived_packages: [meta.arrived_packages, big.arrived],
    notified_packages: [meta.notified_packages, big.notified],
    c13_packages: [meta.c13_packages, big.c13],
    'total_duty (cents)': [Math.round(meta.total_duty * 100), big.dutyCents],
    'pagination.total': [meta.pagination.total, big.packageIds.length],
    'pagination.current_page': [meta.pagination.current_page, page],
  };
  const off = Object.entries(totals).find(([, [got, want]]) => got !== want);
  if (off) return `${off[0]} is ${off[1][0]}, the tables say ${off[1][1]}`;
  if (meta.chargeable_total <= 0 || data.some((row) => row.chargeable_total !== meta.chargeable_total)) return `chargeable_total ${meta.chargeable_total} is not on every row`;
  return null;
};

/** The whole table as CSV: a header and one line per package, in manifest order. */
const checkCsv = (seed: ShipmentSeed) => (body: unknown) => {
  if (typeof body !== 'string') return 'not text';
  const lines = body.split('\r\n');
  if (!lines[0]!.startsWith('Label,Sect,Order,Client,')) return `header is ${lines[0]!.slice(0, 80)}`;
  if (lines.at(-1) !== '') return 'the last line does not end with CRLF';
  const rows = lines.slice(1, -1);
  const ids = seed.big.packageIds;
  if (rows.length !== ids.length) return `${rows.length} lines, expected ${ids.length}`;
  const wrong = rows.findIndex((line, i) => !line.startsWith(`${packageBarcode(ids[i]!)},`));
  return wrong < 0 ? null : `line ${wrong + 1} is ${rows[wrong]!.slice(0, 60)}, expected package ${ids[wrong]}`;
};

/** A page of the picker: newest first, none of it shipped, then `rule`. */
const checkUnshipped = (seed: ShipmentSeed, page: number, rule: (page: UnshippedPage) => string | null) => (body: unknown) => {
  const parsed = zUnshippedPage.safeParse(body);
  if (!parsed.success) return `not an unshipped page: ${parsed.error.message}`;
  const result = parsed.data;
  if (result.meta.current_page !== page) return `current_page ${result.meta.current_page}, asked for ${page}`;
  const shipped = result.data.find((row) => seed.shipped.has(row.id));
  if (shipped) return `package ${shipped.id} is in a shipment`;
  return newestFirst(result.data) ?? rule(result);
};

const fullPage = (page: UnshippedPage) =>
  page.data.length === unshippedPageSize && page.meta.has_next ? null : `${page.data.length} rows, has_next ${page.meta.has_next}: expected a full page and more`;

const cappedCount = (matching: number) => (page: UnshippedPage) => {
  const want = { count: Math.min(matching, unshippedCountCap), capped: matching > unshippedCountCap };
  return page.meta.count === want.count && page.meta.count_capped === want.capped
    ? null
    : `count ${page.meta.count} (capped ${page.meta.count_capped}), expected ${want.count} (capped ${want.capped})`;
};

const checkShipmentsPage = (seed: ShipmentSeed) => (body: unknown) => {
  const parsed = zShipmentsPage.safeParse(body);
  if (!parsed.success) return `not a shipments page: ${parsed.error.message}`;
  const { data, meta } = parsed.data;
  if (meta.total !== seed.shipments) return `total ${meta.total}, seeded ${seed.shipments}`;
  if (meta.last_page !== Math.ceil(seed.shipments / shipmentsPageSize)) return `last_page ${meta.last_page} for ${seed.shipments} shipments`;
  const ids = data.map((row) => row.id);
  if (ids.join() !== seed.firstPage.join()) return `ids ${ids.join()}, expected ${seed.firstPage.join()} (newest first)`;
  const empty = data.find((row) => row.packages_count === 0);
  return empty ? `shipment ${empty.id} has no packages` : null;
};

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/**
 * The shipments area at scale: the report of a 2,000-package manifest (first and last page, and its
 * CSV), the picker of unshipped packages (plain, searched by customer name and by barcode, and a
 * deep page), and the shipments list.
 */
export const shipmentEndpoints = (seed: ShipmentSeed): Endpoint[] => {
  const big = seed.big;
  const lastReportPage = Math.ceil(big.packageIds.length / shipmentReportPageSize);
  const deepPage = Math.max(1, Math.min(deepUnshippedPage, Math.floor(seed.unshipped / unshippedPageSize) - 1));
  const barcode = packageBarcode(seed.searchPackageId);
  const surname = searchFragments.surname;
  const report = (page: number): Endpoint => ({
    name: `shipment report page ${page} (${count(big.packageIds.length)} packages)`,
    path: `/api/shipments/${big.id}/report?page=${page}`,
    authenticated: true,
    check: checkReport(seed, page),
  });
  return [
    report(1),
    report(lastReportPage),
    { name: `shipment report.csv (${count(big.packageIds.length)} rows)`, path: `/api/shipments/${big.id}/report.csv`, authenticated: true, text: true, check: checkCsv(seed) },
    {
      name: 'unshipped packages page 1',
      path: `/api/unshipped/packages?page=1`,
      authenticated: true,
      check: checkUnshipped(seed, 1, (page) => fullPage(page) ?? cappedCount(seed.unshipped)(page)),
    },
    {
      name: `unshipped packages search="${surname}"`,
      path: `/api/unshipped/packages?${query({ page: 1, search: surname })}`,
      authenticated: true,
      check: checkUnshipped(seed, 1, (page) => {
        const miss = page.data.find((row) => !row.client_fullname.toLowerCase().includes(surname));
        return fullPage(page) ?? (miss ? `package ${miss.id} of ${miss.client_fullname} does not match "${surname}"` : null);
      }),
    },
    {
      name: `unshipped packages search=<barcode>`,
      path: `/api/unshipped/packages?${query({ page: 1, search: barcode })}`,
      authenticated: true,
      check: checkUnshipped(seed, 1, (page) =>
        page.data.length === 1 && page.data[0]!.id === seed.searchPackageId && page.meta.count === 1
          ? null
          : `${page.data.length} rows (${page.data.map((row) => row.id).join()}), count ${page.meta.count}: expected package ${seed.searchPackageId} alone`,
      ),
    },
    {
      name: `unshipped packages page ${deepPage}`,
      path: `/api/unshipped/packages?page=${deepPage}`,
      authenticated: true,
      check: checkUnshipped(seed, deepPage, fullPage),
    },
    { name: 'shipments page 1', path: '/api/shipments?page=1', authenticated: true, check: checkShipmentsPage(seed) },
  ];
};
