import { describe, expect, it } from 'vitest';
import { packageBarcode } from '../../../src/domain/barcode';
import {
  codesOf,
  editScanList,
  emptyScanList,
  loadScanList,
  scanCodesOf,
  scanIntoList,
  type ScanList,
} from '../../../src/app/areas/scan/scan-list';

const t1 = '2026-03-04T10:00:00.000Z';
const t2 = '2026-03-04T10:00:05.000Z';
const t3 = '2026-03-04T10:00:09.000Z';
const a = packageBarcode(101);
const b = packageBarcode(202);

const scan = (list: ScanList, raw: string, now: string) => {
  const outcome = scanIntoList(list, raw, now);
  if (!outcome) throw new Error(`no outcome for ${raw}`);
  return outcome;
};

describe('the codes of the scan form', () => {
  it('reads one code per row, normalised, without blank rows or repeats', () => {
    expect(codesOf(` ${a.toLowerCase()} \n\n]C1${b}\r\n${a}\n`)).toEqual([a, b]);
    expect(codesOf('  \n \n')).toEqual([]);
  });

  it('appends a scan as a new row and makes it the latest, leaving the caret on a fresh row', () => {
    const first = scan(emptyScanList, a, t1);
    expect(first.duplicate).toBe(false);
    const second = scan(first.list, ` ${b.toLowerCase()}\r`, t2);
    expect(second.list.text).toBe(`${a}\n${b}\n`);
    expect(second.list.latest).toBe(b);
    expect(second.code).toBe(b);
  });

  it('reports a code already in the list as a duplicate without listing it twice, and highlights it', () => {
    const listed = scan(scan(emptyScanList, a, t1).list, b, t2).list;
    const again = scan(listed, a.toLowerCase(), t3);
    expect(again.duplicate).toBe(true);
    expect(again.list.text).toBe(listed.text);
    expect(again.list.latest).toBe(a);
    expect(again.list.stamps.get(a)).toBe(t1);
  });

  it('ignores a scan that is only control characters or spaces', () => {
    expect(scanIntoList(emptyScanList, ' \r\n', t1)).toBeNull();
  });

  it('stamps each code with the time it entered the list, typed or scanned, and restamps a code removed and added again', () => {
    let list = scan(emptyScanList, a, t1).list;
    list = editScanList(list, `${list.text}${b}`, t2);
    expect(scanCodesOf(list, t3)).toEqual([
      { code: a, occurred_at: t1 },
      { code: b, occurred_at: t2 },
    ]);
    list = editScanList(list, `${b}\n`, t3);
    list = editScanList(list, `${b}\n${a}\n`, t3);
    expect(scanCodesOf(list, t3)).toEqual([
      { code: b, occurred_at: t2 },
      { code: a, occurred_at: t3 },
    ]);
  });

  it('puts a failed upload back with its first scan times', () => {
    const list = loadScanList([
      { code: a, occurred_at: t1 },
      { code: b, occurred_at: t2 },
    ]);
    expect(list.text).toBe(`${a}\n${b}\n`);
    expect(scanCodesOf(list, t3)).toEqual([
      { code: a, occurred_at: t1 },
      { code: b, occurred_at: t2 },
    ]);
    expect(loadScanList([]).text).toBe('');
  });
});
