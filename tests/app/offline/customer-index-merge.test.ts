import { describe, expect, it } from 'vitest';
import type { CustomerIndex } from '../../../src/domain/customer-index';
import { mergeCustomerIndex, type CustomerIndexCopy } from '../../../src/app/offline/customer-index/merge';

const entry = (id: number, full_name: string, flagged = false) => ({ id, full_name, location_id: 1, flagged });
const saved: CustomerIndexCopy = {
  cursor: '100',
  data: [entry(5, 'Andre Rolle'), entry(9, 'Bea Moss'), entry(2, 'Cedric Ferguson'), entry(8, 'Dana Bethel'), entry(4, 'Zed Newman')],
};
const deltaOf = (rows: CustomerIndex['rows'], removed: number[] = []): CustomerIndex => ({ full: false, cursor: '200', rows, removed });
const names = (copy: CustomerIndexCopy) => copy.data.map((c) => c.full_name);

describe("merging the server's changes into the device's copy", () => {
  it('moves a renamed customer to their new place by name, and slots new ones in', () => {
    const merged = mergeCustomerIndex(saved, deltaOf([[4, 'Aaron Newman', 1, 0], [11, 'Carl Adderley', 1, 1], [12, 'Zoë Pratt', 1, 0]]));
    expect(names(merged)).toEqual(['Aaron Newman', 'Andre Rolle', 'Bea Moss', 'Carl Adderley', 'Cedric Ferguson', 'Dana Bethel', 'Zoë Pratt']);
    expect(merged.data.find((c) => c.id === 11)).toEqual(entry(11, 'Carl Adderley', true));
    expect(merged.cursor).toBe('200');
  });

  it('drops the ids that left, and ignores ids it never held', () => {
    expect(names(mergeCustomerIndex(saved, deltaOf([], [9, 8, 777])))).toEqual(['Andre Rolle', 'Cedric Ferguson', 'Zed Newman']);
  });

  it('orders names as the search reads them: accents and case aside, then by Dept #', () => {
    const merged = mergeCustomerIndex(null, { full: true, cursor: '1', rows: [[3, 'émile Zola', 1, 0], [2, 'Emile Zola', 1, 0], [1, 'eMILE ADAMS', 1, 0]], removed: [] });
    expect(merged.data.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('keeps the very same list when nothing changed, so its search keys are kept', () => {
    const merged = mergeCustomerIndex(saved, deltaOf([]));
    expect(merged.data).toBe(saved.data);
    expect(merged.cursor).toBe('200');
  });
});
