import type { users } from '../../../src/server/db/schema';

type UserRow = typeof users.$inferSelect;

/** The profile form as the app sends it back: the user's current values, with the changes on top. */
export const profileForm = (row: UserRow, changes: Record<string, unknown> = {}) => ({
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  location: row.locationId,
  mobile_phone: row.mobilePhone,
  ...changes,
});
