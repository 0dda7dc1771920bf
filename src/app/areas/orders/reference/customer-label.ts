import type { CustomerOption } from '../../../../domain/users';

/** How the order screens name a customer: name, Dept # and whether the account is flagged. */
export const customerLabel = (customer: Pick<CustomerOption, 'id' | 'full_name' | 'flagged'>) =>
  `${customer.full_name} · Dept #${customer.id}${customer.flagged ? ' · flagged' : ''}`;
