import { describe, expect, it } from 'vitest';
import type { CustomerEntry } from '../../../src/domain/customer-index';
import { searchCustomerIndex } from '../../../src/app/offline/customer-index/search';

const entry = (id: number, full_name: string): CustomerEntry => ({ id, full_name, location_id: 1, flagged: false });
// In the index's order, by name.
const saved = [entry(12, 'Andre Rolle'), entry(7, "Cedric O'Brien"), entry(120, 'Brittany Knowles-Rolle'), entry(1205, 'Zoë Ferguson'), entry(3, 'Émile Zola')];

const ids = (search: string, limit = 20) => searchCustomerIndex(saved, search, limit).map((c) => c.id);

describe('searching the customers saved on the device', () => {
  it('finds a name by the start of any of its words, whatever the case or accents', () => {
    expect(ids('ROLLE')).toEqual([12, 120]);
    expect(ids('zoe')).toEqual([1205]);
    expect(ids('emil')).toEqual([3]);
    expect(ids('Émile')).toEqual([3]);
    expect(ids('knowles')).toEqual([120]);
  });

  it('needs every typed word, each at a word start, in any order', () => {
    expect(ids('rolle an')).toEqual([12]);
    expect(ids('o brien')).toEqual([7]);
    expect(ids("o'b")).toEqual([7]);
    // Inside a word is not a word start.
    expect(ids('dre')).toEqual([]);
    expect(ids('andre knowles')).toEqual([]);
  });

  it('finds Dept #s starting with the digits, the exact one first', () => {
    expect(ids('120')).toEqual([120, 1205]);
    expect(ids('#12')).toEqual([12, 120, 1205]);
    expect(ids('1205')).toEqual([1205]);
  });

  it('offers the first customers for an empty search, and never more than the limit', () => {
    expect(ids('', 2)).toEqual([12, 7]);
    expect(ids('   ', 2)).toEqual([12, 7]);
    expect(ids('#1', 1)).toEqual([12]);
  });
});
