import { cpus, totalmem } from 'node:os';
import type { Measurement } from './measure';
import type { SeedResult } from './seed-scale';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const printMachine = (postgresVersion: string, external: boolean) => {
  const cores = cpus();
  console.log('machine');
  console.log(`  cpus      ${cores.length} x ${cores[0]?.model.trim() ?? 'unknown'}`);
  console.log(`  memory    ${(totalmem() / 2 ** 30).toFixed(1)} GiB`);
  console.log(`  node      ${process.version} (${process.platform}/${process.arch})`);
  console.log(`  postgres  ${postgresVersion} (${external ? 'DATABASE_URL, throwaway database' : 'embedded'})`);
};

export const printSeed = (seed: SeedResult) => {
  const t = seed.timings;
  console.log(
    `seeded ${seed.customers.toLocaleString('en-US')} customers + ${seed.staff} staff in ${seconds(t.totalMs)} ` +
      `(migrate + reference ${seconds(t.migrateMs)}, argon2 hash ${seconds(t.hashMs)}, COPY ${seconds(t.copyMs)}, VACUUM ANALYZE ${seconds(t.analyzeMs)})`,
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

/** A plain-text table; the first measurement is the health ceiling the others are divided by. */
export const printTable = (measurements: readonly Measurement[]) => {
  const ceiling = measurements[0]?.requestsPerSecond ?? 0;
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
