import { sql } from 'drizzle-orm';
import { pgTable, serial, text, boolean, timestamp, smallint, integer, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { accountTypes } from '../../../domain/constants';
import { islands, locations } from './reference';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    fullName: text('full_name')
      .notNull()
      .generatedAlwaysAs(sql`first_name || ' ' || last_name`),
    email: text('email').notNull(),
    homePhone: text('home_phone'),
    mobilePhone: text('mobile_phone'),
    accountType: text('account_type', { enum: accountTypes }).notNull(),
    locationId: smallint('location_id')
      .notNull()
      .references(() => locations.id),
    islandId: smallint('island_id')
      .notNull()
      .references(() => islands.id),
    tin: text('tin'),
    notes: text('notes'),
    flagged: boolean('flagged').notNull().default(false),
    special: boolean('special').notNull().default(false),
    /** A customer's choice: mail about their parcels and invoices (received, arrived, ready to pay). Receipts go regardless. */
    mailUpdates: boolean('mail_updates').notNull().default(true),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    /** Sessions signed at an older epoch are over: a password change or reset moves it on. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** The one session (its token's jti) that changed the password itself and so stays signed in. */
    keptSession: text('kept_session'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_type_idx').on(t.accountType),
    index('users_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The devices' customer index asks for the rows changed since its cursor (GET /customers/index?since=).
    index('users_updated_at_idx').on(t.updatedAt),
    check('users_account_type_check', sql`${t.accountType} in ('personal','business','admin','worker','worker-v2','accounts','basic')`),
  ],
);
