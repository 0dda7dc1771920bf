import { defaultIslandId, defaultLocationId } from '../../../domain/constants';
import type { Customer, Worker } from '../../../domain/users';

/** A new account's inputs before anything is typed: the usual island and location already chosen. */
export const blankAccount = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  island: String(defaultIslandId),
  location: String(defaultLocationId),
  home_phone: '',
  mobile_phone: '',
};

/**
 * What every user form edits, as its inputs hold it: no value as '', the location as the select's
 * string, and the password empty, which keeps the current one.
 */
export const contactValues = (user: Worker | Customer) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  location: String(user.location.data.id),
  home_phone: user.home_phone ?? '',
  mobile_phone: user.mobile_phone ?? '',
  password: '',
});

/** The full record of GET /users/:id (a customer's shape, whatever the type) adds the island, the notes and the TIN. */
export const profileValues = (user: Customer) => ({
  ...contactValues(user),
  island: String(user.island),
  notes: user.notes ?? '',
  tin: user.tin ?? '',
});

/**
 * My Account adds the current password, empty until the user changes their email or password, and
 * for a customer their choice of mail (staff have none: it is null for them and left out here).
 */
export const ownProfileValues = (user: Customer) => ({
  ...profileValues(user),
  current_password: '',
  ...(user.mail_updates === null ? {} : { mail_updates: user.mail_updates }),
});
