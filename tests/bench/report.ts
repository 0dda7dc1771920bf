import { cpus, totalmem } from 'node:os';
import type { Measurement } from './measure';
import { scanBatchSize, type ScanIngest } from './scan-ingest';
import type { SeedResult } from './seed-scale';
import type { InvoiceSeed } from './seed-invoices';
import { eodScale, type EodSeed } from './seed-eod';
import { logsScale, type LogsSeed } from './seed-logs';
import type { PortalSeed } from './seed-portal';
import type { ShipmentSeed } from './seed-shipments';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const printMachine = (postgresVersion: string, external: boolean) => {
  const cores = cpus();
  console.log('machine');
  console.log(`  cpus      ${cores.length} x ${cores[0]?.model.trim() ?? 'unknown'}`);
  console.log(`  memory    ${(totalmem() / 2 ** 30).toFixed(1)} GiB`);
  console.log(`  node      ${process.version} (${process.platform}/${process.arch})`);
  console.log(`  postgres  ${postgresVersion} (${external ? 'DATABASE_URL, throwaway database' : 'embedded'})`);
};

const count = (n: number) => n.toLocaleString('en-US');

export const printSeed = (seed: SeedResult) => {
  const t = seed.timings;
  const r = seed.rows;
  const s = seed.stale;
  console.log(
    `seeded ${count(seed.customers)} customers + ${seed.staff} staff, ${count(r.orders)} orders, ${count(r.packages)} packages, ` +
      `${count(r.items)} items, ${count(r.events)} tracking events in ${seconds(t.totalMs)}`,
  );
  console.log(
    `  migrate + reference ${seconds(t.migrateMs)}, argon2 hash ${seconds(t.hashMs)}, COPY users ${seconds(t.copyMs)}, ` +
      `COPY orders/packages/positions/items/events ${seconds(t.ordersCopyMs)}, keys + indexes ${seconds(t.indexMs)}, VACUUM ANALYZE ${seconds(t.analyzeMs)}`,
  );
  console.log(
    `  packages at Miami (12) ${count(s.atMiami)}, on the way (17) ${count(s.onTheWay)}; alert counts: on the way > 2 days ${count(s.onTheWay2Days)}, ` +
      `next-day in Miami > 2 days ${count(s.nextDayMiami2Days)}, others in Miami > 4 days ${count(s.othersMiami4Days)}`,
  );
};

export const printInvoiceSeed = (seed: InvoiceSeed) => {
  console.log(
    `seeded ${count(seed.invoices)} invoices and ${count(seed.transactions)} transactions in ${seconds(seed.ms)}; ` +
      `${count(seed.uninvoicedOrders.length)} orders left to generate, ${count(seed.carts.length)} carts to pay`,
  );
};

export const printEodSeed = (seed: EodSeed) =>
  console.log(`moved ${count(seed.transactions)} payments and ${eodScale.credits} CC payments into ${seed.date} (Nassau) with an EOD and an accounts report, in ${seconds(seed.ms)}`);

export const printLogsSeed = (seed: LogsSeed) => {
  console.log(
    `seeded ${count(logsScale.rows)} activity rows by ${logsScale.workers} workers over ${logsScale.days} days in ${seconds(seed.ms)}; ` +
      `day ${seed.day.fromDate} ${count(seed.day.total)}, month ${seed.month.fromDate}…${seed.month.toDate} ${count(seed.month.total)} (${count(seed.workerMonth.total)} of worker ${seed.workerMonth.workerId})`,
  );
};

export const printPortalSeed = (seed: PortalSeed) => {
  const { forSale, prealerts, history } = seed;
  console.log(
    `seeded ${count(forSale.total)} orders for sale (${forSale.categoryIds.length} categories; category ${forSale.category.id}, ${forSale.category.description}, in ${forSale.category.total}), ` +
      `${count(prealerts.total)} prealerts (${count(prealerts.open)} open) in ${seconds(seed.ms)}; customer ${history.customerId} has ${history.orders} orders`,
  );
};

export const printShipmentSeed = (seed: ShipmentSeed) => {
  const big = seed.big;
  const n = big.packageIds.length;
  console.log(
    `seeded ${count(seed.invoiceLines)} invoice package lines, ${count(seed.shipments)} shipments of ${count(seed.shippedPackages)} packages in ${seconds(seed.ms)}; ` +
      `${count(seed.unshipped)} live packages unshipped`,
  );
  console.log(
    `  shipment ${big.id}: ${count(n)} packages (${big.boxed} in boxes): ${big.paid} invoiced and paid, ${big.invoiced - big.paid} invoiced and unpaid, ` +
      `${n - big.invoiced} uninvoiced; ${big.arrived} scanned at Arrived in Nassau, ${big.notified} notified, ${big.c13} C13`,
  );
};

type Column = { title: string; align: 'left' | 'right'; cell: (m: Measurement) => string };

const columns = (ceiling: number): Column[] => [
  { title: 'endpoint', align: 'left', cell: (m) => m.name },
  { title: 'req/s', align: 'right', cell: (m) => m.requestsPerSecond.toFixed(1) },
  { title: 'p50 ms', align: 'right', cell: (m) => String(m.p50Ms) },
  { title: 'p99 ms', align: 'right', cell: (m) => String(m.p99Ms) },
  { title: 'non-2xx', align: 'right', cell: (m) => String(m.non2xx) },
  { title: 'errors', align: 'right', cell: (m) => String(m.errors) },
  { title: 'vs health', align: 'right', cell: (m) => (ceiling > 0 ? (m.requestsPerSecond / ceiling).toFixed(3) : 'n/a') },
];

/**
 * A plain-text table. The first and the last measurements are the health ceiling, taken at the
 * start and again at the end; the others are divided by the higher of the two.
 */
export const printTable = (measurements: readonly Measurement[]) => {
  const ceiling = Math.max(measurements[0]?.requestsPerSecond ?? 0, measurements.at(-1)?.requestsPerSecond ?? 0);
  const cols = columns(ceiling);
  const rows = [cols.map((c) => c.title), ...measurements.map((m) => cols.map((c) => c.cell(m)))];
  const widths = cols.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const format = (row: string[]) => row.map((text, i) => (cols[i]!.align === 'left' ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  ');
  console.log(format(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(format(row));
  const troubled = measurements.filter((m) => m.non2xx > 0 || m.errors > 0);
  for (const m of troubled) console.log(`warning: ${m.name}: ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)`);
};

/** The scan ingest in scans/s (requests × batch size), and what the events table says was written. */
export const printScanIngest = (scan: ScanIngest, connections: number) => {
  console.log(
    `\nscan ingest: ${count(Math.round(scan.scansPerSecond))} scans/s in batches of ${scanBatchSize} at ${connections} connections ` +
      `(p50 ${scan.p50Ms} ms, p99 ${scan.p99Ms} ms a batch); ${count(scan.recorded)} tracking events written for ${count(scan.answered)} scans answered`,
  );
  if (scan.recorded < scan.answered) console.log(`warning: scan ingest wrote fewer events than it answered`);
};
