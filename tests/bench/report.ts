import { cpus, totalmem } from 'node:os';
import type { Measurement } from './measure';
import type { Spread } from './stats';
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

type Row = readonly string[];

/** Columns padded to their widest cell; `left` columns are text, the others numbers. */
const printColumns = (titles: Row, rows: readonly Row[], left: ReadonlySet<number>, indent = '') => {
  const all = [titles, ...rows];
  const widths = titles.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const format = (row: Row) => indent + row.map((text, i) => (left.has(i) ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  ').trimEnd();
  console.log(format(titles));
  console.log(indent + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(format(row));
};

const range = (spread: Spread, digits: number) => `${spread.min.toFixed(digits)}–${spread.max.toFixed(digits)}`;

/**
 * A plain-text table. Each figure is the median of its rounds, beside the range of the rounds. The
 * first and the last measurements are the health ceiling, taken at the start and again at the
 * end; the others are divided by the higher of the two.
 */
export const printTable = (measurements: readonly Measurement<unknown>[]) => {
  const ceiling = Math.max(measurements[0]?.requestsPerSecond ?? 0, measurements.at(-1)?.requestsPerSecond ?? 0);
  const rounds = measurements[0]?.rounds.length ?? 1;
  console.log(`median of ${rounds} round${rounds === 1 ? '' : 's'} after a warm-up; min–max over the rounds`);
  printColumns(
    ['endpoint', 'req/s', 'min–max', 'p50 ms', 'p99 ms', 'min–max', 'non-2xx', 'errors', 'vs health'],
    measurements.map((m) => [
      m.name,
      m.requestsPerSecond.toFixed(1),
      range(m.spread.requestsPerSecond, 0),
      String(m.p50Ms),
      String(m.p99Ms),
      range(m.spread.p99Ms, 0),
      String(m.non2xx),
      String(m.errors),
      ceiling > 0 ? (m.requestsPerSecond / ceiling).toFixed(3) : 'n/a',
    ]),
    new Set([0]),
  );
  const troubled = measurements.filter((m) => m.non2xx > 0 || m.errors > 0);
  for (const m of troubled) console.log(`warning: ${m.name}: ${m.non2xx} non-2xx, ${m.errors} errors (${m.timeouts} timeouts)`);
};

/** Past this share of the machine used by other processes, a round measured the neighbours as much as the app. */
const busyShare = 0.1;

const ms = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));
const share = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value * 100)} %`);

const scanRoundRow = (label: string, round: ScanIngest['rounds'][number]): Row => {
  const o = round.observed;
  return [
    label,
    count(Math.round(round.requestsPerSecond * scanBatchSize)),
    String(round.p50Ms),
    String(round.p99Ms),
    ms(o.cpuMsPerBatch.postgres),
    ms(o.cpuMsPerBatch.server),
    ms(o.cpuMsPerBatch.bench),
    share(o.machineBusy),
    share(o.others),
    String(o.checkpoints),
    o.walKiBPerBatch.toFixed(0),
    o.fullPagesPerBatch.toFixed(1),
    o.autovacuum.join(', ') || '-',
  ];
};

/**
 * The scan ingest in scans/s (requests × batch size), round by round with what each batch cost
 * and what else ran, and what the events table says was written.
 */
export const printScanIngest = (scan: ScanIngest, connections: number) => {
  const rounds = scan.rounds.length;
  console.log(
    `\nscan ingest: ${count(Math.round(scan.scansPerSecond))} scans/s, median of ${rounds} round${rounds === 1 ? '' : 's'} ` +
      `(min–max ${count(Math.round(scan.scansSpread.min))}–${count(Math.round(scan.scansSpread.max))}), batches of ${scanBatchSize} at ${connections} connections; ` +
      `p50 ${scan.p50Ms} ms, p99 ${scan.p99Ms} ms a batch (medians)`,
  );
  printColumns(
    ['round', 'scans/s', 'p50 ms', 'p99 ms', 'CPU ms/batch: PostgreSQL', 'server', 'bench', 'machine busy', 'others', 'checkpoints', 'WAL KiB/batch', 'full pages/batch', 'autovacuum'],
    [...(scan.warmup ? [scanRoundRow('warm-up', scan.warmup)] : []), ...scan.rounds.map((round, i) => scanRoundRow(String(i + 1), round))],
    new Set([0, 12]),
    '  ',
  );
  console.log(
    `  ${count(scan.recorded)} tracking events written for ${count(scan.answered)} scans answered, warm-up included ` +
      `(the batches in flight as a round ends are written but not answered: at most ${count(scan.inFlightMax)})`,
  );
  const busy = scan.rounds.filter((round) => (round.observed.others ?? 0) > busyShare).length;
  if (busy > 0) console.log(`warning: other processes used more than ${busyShare * 100} % of the machine in ${busy} of ${rounds} rounds; those figures are low`);
  if (scan.recorded < scan.answered) console.log(`warning: scan ingest wrote fewer events than it answered`);
  if (scan.recorded > scan.answered + scan.inFlightMax) console.log(`warning: scan ingest wrote more events than the scans answered and in flight`);
};
