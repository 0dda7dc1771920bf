import { describe, expect, it } from 'vitest';
import type { CustomerEntry } from '../../../src/domain/customer-index';
import { searchCustomerIndex } from '../../../src/app/offline/customer-index/search';

const entry = (id: number, full_name: string): CustomerEntry => ({ id, full_name, location_id: 1, flagged: false });
// In the index's order, by name.
const saved = [entry(12, 'Andre Rolle'), entry(7, "Cedric O'Brien"), entry(120, 'Brittany Knowles-Rolle'), entry(1205, 'Zoë Ferguson'), entry(3, 'Émile Zola')];

const ids = (search: string, limit = 20) => searchCustomerIndex(saved, search, limit).map((c) => c.id);

describe('searching the customers saved on the device', () => {
  it.each([
    ['the start of a later word, any case', 'ROLLE', [12, 120]],
    ['a word without its accent', 'zoe', [1205]],
    ['a word typed without the accent it has', 'emil', [3]],
    ['a word typed with its accent', 'Émile', [3]],
    ['a word after a hyphen', 'knowles', [120]],
  ])('finds a name by %s', (_how, search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it.each([
    ['two word starts in any order', 'rolle an', [12]],
    ['the parts around an apostrophe', 'o brien', [7]],
    ['the apostrophe typed', "o'b", [7]],
    // Inside a word is not a word start.
    ['nothing for the inside of a word', 'dre', []],
    ['nothing when one word matches nobody', 'andre knowles', []],
  ])('needs every typed word at a word start: %s', (_how, search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it.each([
    ['120', [120, 1205]],
    ['#12', [12, 120, 1205]],
    ['1', [12, 120, 1205]],
    ['1205', [1205]],
    ['0', []],
    ['99', []],
  ])('finds Dept #s starting with %s, by Dept # so the exact one is first', (search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it('offers the first customers for an empty search, and never more than the limit', () => {
    expect(ids('', 2)).toEqual([12, 7]);
    expect(ids('   ', 2)).toEqual([12, 7]);
    expect(ids('#1', 1)).toEqual([12]);
  });
});
