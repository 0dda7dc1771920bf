import { normalizeScannedCode } from '../../../domain/barcode';

/**
 * The codes of the scan form. The text area is what the worker sees and may edit by hand; stamps
 * hold when each code first entered the list (the scan's device time), and latest is the code to
 * highlight.
 */
export type ScanList = { text: string; stamps: ReadonlyMap<string, string>; latest: string | null };

export type ScanCode = { code: string; occurred_at: string };

export const emptyScanList: ScanList = { text: '', stamps: new Map(), latest: null };

const rowsOf = (text: string) => text.split(/\r?\n/);

/** The codes in the text area, one per row: normalised, blank rows and repeats left out, oldest first. */
export const codesOf = (text: string): string[] => {
  const codes = new Set<string>();
  for (const row of rowsOf(text)) {
    const code = normalizeScannedCode(row);
    if (code) codes.add(code);
  }
  return [...codes];
};

/** Keeps the stamps of codes still listed and stamps new ones now; a code removed and added again is a new scan. */
const restamp = (stamps: ReadonlyMap<string, string>, codes: readonly string[], now: string) =>
  new Map(codes.map((code) => [code, stamps.get(code) ?? now]));

/** The worker typed or pasted into the text area. */
export const editScanList = (list: ScanList, text: string, now: string): ScanList => ({
  ...list,
  text,
  stamps: restamp(list.stamps, codesOf(text), now),
});

export type ScanOutcome = { list: ScanList; code: string; duplicate: boolean };

/** A scan from the camera or a wedge scanner: appended as a new row, or reported as already in the list. */
export const scanIntoList = (list: ScanList, raw: string, now: string): ScanOutcome | null => {
  const code = normalizeScannedCode(raw);
  if (!code) return null;
  if (codesOf(list.text).includes(code)) return { list: { ...list, latest: code }, code, duplicate: true };
  const kept = rowsOf(list.text).filter((row) => row.trim() !== '');
  // The trailing newline leaves the caret on a fresh row for the next code typed by hand.
  const text = `${[...kept, code].join('\n')}\n`;
  return { list: { text, stamps: restamp(list.stamps, codesOf(text), now), latest: code }, code, duplicate: false };
};

/** Puts the codes of a failed upload back in the form, each with the time it was first scanned. */
export const loadScanList = (codes: readonly ScanCode[]): ScanList => ({
  text: codes.length > 0 ? `${codes.map((entry) => entry.code).join('\n')}\n` : '',
  stamps: new Map(codes.map((entry) => [entry.code, entry.occurred_at])),
  latest: null,
});

/** What the outbox row carries: every listed code with the time it entered the list. */
export const scanCodesOf = (list: ScanList, now: string): ScanCode[] =>
  codesOf(list.text).map((code) => ({ code, occurred_at: list.stamps.get(code) ?? now }));
