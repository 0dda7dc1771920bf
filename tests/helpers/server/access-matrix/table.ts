import type { Expected } from './expected';

export type TableRow = { key: string; cells: readonly Expected[] };

/**
 * The expected matrix as text, one route a line: the file it is compared with is the reviewed
 * answer to who may call what, so a change of the policy shows there as a changed line.
 */
export const renderTable = (columns: readonly { name: string; label: string }[], rows: readonly TableRow[]) => {
  const keyWidth = Math.max(...rows.map((row) => row.key.length));
  const widths = columns.map((column) => Math.max(column.label.length, 3));
  const line = (first: string, cells: readonly string[]) => [first.padEnd(keyWidth), ...cells.map((cell, i) => cell.padEnd(widths[i]!))].join('  ').trimEnd();
  return [
    `Columns: ${columns.map((column) => (column.label === column.name ? column.name : `${column.label} = ${column.name}`)).join(', ')}.`,
    'ok: let through (any answer but 401, 403, 404 and 5xx); 401, 403, 404: refused with that status.',
    '',
    line('', columns.map((column) => column.label)),
    ...[...rows].sort((a, b) => a.key.localeCompare(b.key)).map((row) => line(row.key, row.cells.map(String))),
    '',
  ].join('\n');
};
