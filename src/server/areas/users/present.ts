import { isCustomerType, locations } from '../../../domain/constants';
import type { Customer, Worker } from '../../../domain/users';
import type { ListedUser } from './queries';

const locationRef = (id: number) => ({ data: { id, name: locations.find((l) => l.id === id)?.name ?? `Location ${id}` } });

export const presentWorker = (row: ListedUser): Worker => ({
  id: row.id,
  full_name: row.fullName,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  home_phone: row.homePhone,
  mobile_phone: row.mobilePhone,
  location: locationRef(row.locationId),
  account_type: row.accountType,
  special: row.special,
  retired_at: row.retiredAt?.toISOString() ?? null,
});

/** A worker's fields and the customer's own; the answer's key order is zCustomer's, which serializes it. */
export const presentCustomer = (row: ListedUser): Customer => ({
  ...presentWorker(row),
  notes: row.notes,
  tin: row.tin,
  island: row.islandId,
  flagged: row.flagged ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  // Staff get none of the mails the choice is about, so they have no choice to show.
  mail_updates: isCustomerType(row.accountType) ? row.mailUpdates : null,
});
