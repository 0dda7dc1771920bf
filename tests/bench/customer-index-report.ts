import { indexChanges, type CustomerIndexBench } from './customer-index';
import type { KeystrokeTimes } from './customer-index-search';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;

const keystrokes = (times: KeystrokeTimes) => `${times.keystrokes} keystrokes, median ${ms(times.medianMs)}, p95 ${ms(times.p95Ms)}, max ${ms(times.maxMs)}`;

export const printCustomerIndex = (bench: CustomerIndexBench) => {
  const { before, full, delta, search } = bench;
  const changed = indexChanges.renamed + indexChanges.flagged;
  console.log(`\noffline customer index (order form), ${bench.customers.toLocaleString('en-US')} customers`);
  console.log(`  before: GET /customers, every customer with email  ${kB(before.bodyBytes)} JSON, ${kB(before.gzipBytes)} if gzipped (the server sent ${kB(before.wireBytes)}), ${ms(before.ms)}`);
  console.log(`  first fetch: GET /customers/index                  ${kB(full.wireBytes)} on the wire${full.gzipped ? ' (gzip)' : ''}, ${kB(full.bodyBytes)} JSON, median ${ms(full.medianMs)} of 5`);
  console.log(
    `  delta after ${changed} changed + ${indexChanges.retired} retired: ?since=cursor   ${kB(delta.wireBytes)} on the wire, ${delta.rows} rows + ${delta.removed} removed ids, ${ms(delta.ms)}`,
  );
  console.log(
    `  on the device: copy ${kB(bench.deviceCopyBytes)} as JSON; build from the first fetch ${ms(bench.fullMergeMs)}, merge the delta ${ms(bench.deltaMergeMs)}, read back through its schema ${ms(bench.readBackMs)}`,
  );
  console.log(`  search per keystroke, Node on this machine: first search of a copy (prepares its keys) ${ms(search.firstMs)}`);
  console.log(`    names typed letter by letter   ${keystrokes(search.names)}`);
  console.log(`    Dept # typed digit by digit    ${keystrokes(search.deptNumbers)}`);
};
