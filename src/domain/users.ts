import { z } from 'zod';
import { accountTypes, customerTypes, defaultIslandId, defaultLocationId, defaultWorkerCreateType, workerCreateTypes } from './constants';
import { optionalText, pgSmallintMax, requiredText, zEmailField, zNewPassword, zPositiveId } from './fields';
import { pagedListOf, queryInteger, zPageQuery, zTimestamp } from './common';

const zLocationRef = z.object({ data: z.object({ id: z.number().int(), name: z.string() }) });

export const zCustomer = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    home_phone: z.string().nullable(),
    mobile_phone: z.string().nullable(),
    location: zLocationRef,
    notes: z.string().nullable(),
    account_type: z.enum(accountTypes),
    tin: z.string().nullable(),
    island: z.number().int(),
    flagged: z.union([z.literal(0), z.literal(1)]),
    special: z.boolean(),
    retired_at: zTimestamp.nullable(),
    created_at: zTimestamp,
    mail_updates: z
      .boolean()
      .nullable()
      .describe("A customer's choice: mail when their parcels are received and arrive and when an invoice is ready to pay (receipts go regardless); null for staff accounts"),
  })
  .meta({ id: 'User' });
export type Customer = z.infer<typeof zCustomer>;

/** A staff account as the Workers list shows it: the account without the fields only customers fill in. */
export const zWorker = zCustomer.omit({ notes: true, tin: true, island: true, flagged: true, created_at: true, mail_updates: true }).meta({ id: 'Worker' });
export type Worker = z.infer<typeof zWorker>;

const registrationFields = {
  first_name: requiredText('First Name is required', 100),
  last_name: requiredText('Last Name is required', 100),
  email: zEmailField,
  password: zNewPassword,
  island: zPositiveId('Island is required', pgSmallintMax).default(defaultIslandId),
  location: zPositiveId('Location is required', pgSmallintMax).default(defaultLocationId),
  home_phone: optionalText(40),
  mobile_phone: optionalText(40),
  notes: optionalText(2000),
  tin: optionalText(40),
};

/** POST /users. Guests register as personal or business; an admin may create any type. */
export const zRegisterBody = z.object({
  ...registrationFields,
  account_type: z.enum(accountTypes, { error: 'Account Type is required' }).default('personal'),
});
export type RegisterBody = z.infer<typeof zRegisterBody>;
export const selfRegistrationTypes = customerTypes;

/** POST /workers: registration plus both phones (spec §5). */
export const zCreateWorkerBody = z.object({
  ...registrationFields,
  account_type: z.enum(workerCreateTypes, { error: 'Account Type is required' }).default(defaultWorkerCreateType),
  home_phone: requiredText('Home Phone is required', 40),
  mobile_phone: requiredText('Mobile Phone is required', 40),
});
export type CreateWorkerBody = z.infer<typeof zCreateWorkerBody>;

/** PUT /users/{id} {data}. Password is optional: empty or absent keeps the current one. */
export const zUpdateUserData = z.object({
  first_name: requiredText('First Name is required', 100),
  last_name: requiredText('Last Name is required', 100),
  email: zEmailField,
  location: zPositiveId('Location is required', pgSmallintMax),
  island: zPositiveId('Island is required', pgSmallintMax).optional(),
  home_phone: optionalText(40),
  mobile_phone: optionalText(40),
  notes: optionalText(2000),
  tin: optionalText(40),
  account_type: z.enum(accountTypes).optional(),
  flagged: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  special: z.boolean().optional(),
  /** Customers only, and only their own; left out, it stays as it is. */
  mail_updates: z.boolean({ error: 'Must be true or false' }).optional(),
  password: z.union([z.literal(''), zNewPassword]).optional().nullable(),
  /** Asked when users change their own email or password, so a session alone cannot take an account over. */
  current_password: z.string().max(200, { error: 'Password is too long' }).optional().nullable(),
});
export type UpdateUserData = z.infer<typeof zUpdateUserData>;
export const zUpdateUserBody = z.object({ data: zUpdateUserData });

/** My Account: what users may change on their own account; type, flag and special stay with the admin. */
export const zProfileData = zUpdateUserData.omit({ account_type: true, flagged: true, special: true });
/** The server keeps a mobile phone on file for every staff account, so their forms ask for it up front. */
const zStaffMobile = requiredText('Mobile Phone is required', 40);
export const zStaffProfileData = zProfileData.extend({ mobile_phone: zStaffMobile });
/** Worker edit by an admin (spec §5): customer edit rules plus a mobile phone. */
export const zWorkerEditData = zUpdateUserData.extend({ mobile_phone: zStaffMobile });

export const zCustomersPageQuery = zPageQuery.extend({ key: z.string().trim().max(100).optional().default('') });
export const zCustomersPage = pagedListOf(zCustomer);

export const zWorkersQuery = z.object({ search: z.string().trim().max(100).optional().default('') });

export const zCreatedId = z.object({ id: z.number().int() });

/**
 * GET /users/{id}/orders/list: one page of a customer's orders for the Customers screen's Orders
 * dialog. Only the columns that dialog shows; the full order shape belongs to the orders area.
 */
export const zCustomerOrderRow = z.object({
  id: z.number().int(),
  created_at: zTimestamp,
  delivery: z.string().nullish(),
  vendor: z.string().nullish(),
  status: z.string().nullish(),
  invoice_id: z.number().int().nullish(),
});
export type CustomerOrderRow = z.infer<typeof zCustomerOrderRow>;
export const zCustomerOrdersPage = pagedListOf(zCustomerOrderRow);

export const userMessages = {
  registrationFailed:
    'There was an error with your registration, please make sure your email address is not already registered.',
  emailTaken: 'This email address is already registered.',
  profileUpdated: 'Your profile was updated successfully',
  registered: 'Account creation successful. You may now login.',
  flaggedBanner: 'This user has been flagged for possible invoice fraud.',
  retireConfirm: "They won't be able to login to the application.",
  currentPasswordRequired: 'Current Password is required to change your email or password',
  currentPasswordWrong: 'Current Password is incorrect',
  mailUpdatesCustomersOnly: 'Only customer accounts choose these emails',
  mailUpdatesOwnOnly: 'Only the customer can change which emails they get.',
} as const;

/** GET /customers: the compact rows the order form searches and caches offline. */
export const zCustomerOption = z
  .object({ id: z.number().int(), full_name: z.string(), email: z.string(), flagged: z.boolean(), location_id: z.number().int() })
  .meta({ id: 'CustomerOption' });
export type CustomerOption = z.infer<typeof zCustomerOption>;
export const zCustomerOptionsQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  limit: queryInteger('Limit', 1, 500).optional(),
});
