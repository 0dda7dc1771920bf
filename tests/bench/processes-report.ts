import { median, type Spread } from './stats';
import type { ProcessesRow } from './processes';
import { scanBatchSize } from './scan-ingest';

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const range = (spread: Spread, scale = 1) => `${whole(spread.min * scale)}–${whole(spread.max * scale)}`;
const medianOf = (values: readonly (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : median(known);
};
const ms = (values: readonly (number | null)[]) => medianOf(values)?.toFixed(2) ?? 'n/a';
const share = (values: readonly (number | null)[]) => {
  const value = medianOf(values);
  return value === null ? 'n/a' : `${Math.round(value * 100)} %`;
};

/** Every scan answered was written; beyond them, only the batches in flight as a round ended. */
const written = (scan: ProcessesRow['scan']) =>
  scan.recorded >= scan.answered && scan.recorded <= scan.answered + scan.inFlightMax ? `${whole(scan.recorded)} for ${whole(scan.answered)}` : `MISMATCH ${whole(scan.recorded)} for ${whole(scan.answered)}`;

const pad = (rows: readonly (readonly string[])[]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [n, row] of rows.entries()) {
    console.log('  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
    if (n === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
};

/**
 * Issue 22's figures: each load through nginx to 1, 2 and 4 API processes, as the median req/s of
 * its rounds with their range, each beside the health ceiling through the same nginx; then where
 * a batch of the scan ingest spent its CPU at each count.
 */
export const printProcesses = (rows: readonly ProcessesRow[]) => {
  if (rows.length === 0) return;
  const names = rows[0]!.reads.map((m) => m.name);
  console.log('\nthrough nginx to several API processes on one database: median req/s of the rounds (min–max), and the share of the health ceiling through the same nginx');
  pad([
    ['processes', ...names.flatMap((name, i) => (i === 0 ? [name, 'min–max'] : [name, 'min–max', 'vs health'])), 'scans/s', 'min–max', 'batch p99 ms'],
    ...rows.map((row) => {
      const health = row.reads[0]!.requestsPerSecond;
      return [
        String(row.processes),
        ...row.reads.flatMap((m, i) => {
          const cells = [whole(m.requestsPerSecond), range(m.spread.requestsPerSecond)];
          return i === 0 ? cells : [...cells, health > 0 ? (m.requestsPerSecond / health).toFixed(3) : 'n/a'];
        }),
        whole(row.scan.scansPerSecond),
        range(row.scan.scansSpread),
        String(row.scan.p99Ms),
      ];
    }),
  ]);
  for (const row of rows) {
    if (row.direct) console.log(`  the health ceiling straight to the one process, without nginx: ${whole(row.direct.requestsPerSecond)} req/s (${range(row.direct.spread.requestsPerSecond)})`);
  }
  const troubled = rows.flatMap((row) => [...row.reads, row.scan].filter((m) => m.non2xx > 0 || m.errors > 0).map((m) => `${row.processes} processes, ${m.name}: ${m.non2xx} non-2xx, ${m.errors} errors`));
  for (const line of troubled) console.log(`warning: ${line}`);
  console.log(`\n  where a scan batch (${scanBatchSize} codes) spent its CPU, medians of the rounds; nginx is among "others"`);
  pad([
    ['processes', 'PostgreSQL ms', 'API processes ms', 'bench ms', 'machine busy', 'others', 'events written for scans answered'],
    ...rows.map((row) => {
      const observed = row.scan.rounds.map((r) => r.observed);
      return [
        String(row.processes),
        ms(observed.map((o) => o.cpuMsPerBatch.postgres)),
        ms(observed.map((o) => o.cpuMsPerBatch.server)),
        ms(observed.map((o) => o.cpuMsPerBatch.bench)),
        share(observed.map((o) => o.machineBusy)),
        share(observed.map((o) => o.others)),
        written(row.scan),
      ];
    }),
  ]);
};
