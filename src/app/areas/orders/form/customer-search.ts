import type { CustomerOption } from '../../../../domain/users';

/** The device's copy searched as the server searches it: name or email containing the text, or the exact Dept #. */
export const searchCustomers = (customers: readonly CustomerOption[], search: string, limit: number) => {
  const term = search.trim().toLowerCase();
  const number = term.replace(/^#/, '');
  const matches = term
    ? customers.filter(
        (customer) => String(customer.id) === number || customer.full_name.toLowerCase().includes(term) || customer.email.toLowerCase().includes(term),
      )
    : customers;
  return matches.slice(0, limit);
};
