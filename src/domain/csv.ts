/**
 * A CSV text (RFC 4180) for spreadsheets. A cell that a spreadsheet would run as a formula (one
 * starting with =, +, - or @, from a name or description someone typed) is written as text.
 */
const cell = (value: string | number | boolean | null) => {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]) =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
