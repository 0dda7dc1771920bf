/** A plain-text table, columns aligned as in the harness's endpoint table; the first `leftColumns` flush left. */
export const printColumns = (header: string[], rows: string[][], leftColumns = 1) => {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const format = (row: string[]) => row.map((text, i) => (i < leftColumns ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(format(row));
};

export const ms = (value: number) => value.toFixed(1);
