import { describe, expect, it } from 'vitest';
import { searchDeliveries } from '../../../src/app/areas/deliveries/delivery-search';
import { delivery } from '../../helpers/app/deliveries/delivery-fixtures';

const rows = [
  delivery({ id: 1, user: { id: 40, first_name: 'Andre', last_name: 'Rolle' }, directions: 'Blue gate, Carmichael Road', orders: [101] }),
  delivery({ id: 2, user: { id: 41, first_name: 'Brittany', last_name: 'Knowles' }, directions: 'Yellow house on Bay Street', orders: [205, 1040] }),
];

const ids = (search: string) => searchDeliveries(rows, search).map((row) => row.id);

describe('searching the deliveries saved on the device', () => {
  it('matches the customer name and the directions, ignoring case and surrounding spaces', () => {
    expect(ids('rolle')).toEqual([1]);
    expect(ids('  andre ROLLE ')).toEqual([1]);
    expect(ids('bay street')).toEqual([2]);
  });

  it('matches a customer number or an order id exactly, with or without #', () => {
    expect(ids('41')).toEqual([2]);
    expect(ids('#101')).toEqual([1]);
    expect(ids('1040')).toEqual([2]);
    // Part of an id is not that id.
    expect(ids('104')).toEqual([]);
  });

  it('keeps every row for an empty search and none for an unknown one', () => {
    expect(ids('')).toEqual([1, 2]);
    expect(ids('Ferguson')).toEqual([]);
  });
});
