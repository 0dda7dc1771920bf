import { describe, expect, it } from 'vitest';
import { searchCustomers } from '../../../src/app/areas/orders/form/customer-search';
import type { CustomerOption } from '../../../src/domain/users';

const customer = (id: number, full_name: string, email: string): CustomerOption => ({ id, full_name, email, flagged: false, location_id: 1 });
const saved = [customer(12, 'Andre Rolle', 'andre.rolle.1@example.test'), customer(120, 'Brittany Knowles', 'bk@example.test'), customer(7, 'Cedric Ferguson', 'cf@mail.test')];

const ids = (search: string, limit = 20) => searchCustomers(saved, search, limit).map((c) => c.id);

describe('searching the customers saved on the device', () => {
  it('finds a name or an email containing the text, whatever the case', () => {
    expect(ids('KNOWLES')).toEqual([120]);
    expect(ids('mail.test')).toEqual([7]);
  });

  it('finds a Dept # only exactly, so 12 is not 120', () => {
    expect(ids('12')).toEqual([12]);
    expect(ids('#120')).toEqual([120]);
  });

  it('offers the first customers for an empty search, up to the limit', () => {
    expect(ids('', 2)).toEqual([12, 120]);
  });
});
