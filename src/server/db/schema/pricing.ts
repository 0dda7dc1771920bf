import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { levyKinds } from '../../../domain/taxes';
import { users } from './users';

/**
 * Customs tariff categories (Duty & Tariffs). Rates are integers: duty in basis points; the levy in
 * basis points when it is a percentage, in cents when it is an amount per unit. Order items
 * reference these rows, so a category in use cannot be deleted.
 */
export const taxes = pgTable(
  'taxes',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    dutyBp: integer('duty_bp').notNull(),
    levyValue: integer('levy_value').notNull(),
    levyKind: text('levy_kind', { enum: levyKinds }).notNull().default('percent'),
    zeroRated: boolean('zero_rated').notNull().default(false),
    tariffCode: text('tariff_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('taxes_levy_kind_check', sql`${t.levyKind} in ('percent','per_unit')`),
    check('taxes_rates_check', sql`${t.dutyBp} >= 0 and ${t.levyValue} >= 0`),
  ],
);

/**
 * Every price the engine uses, versioned: a row holds from its date until a later row of the same
 * key. Rows are added and (while still in the future) removed, never edited.
 */
export const rateVersions = pgTable(
  'rate_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    value: integer('value').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('rate_versions_key_effective_from_key').on(t.key, t.effectiveFrom), check('rate_versions_value_check', sql`${t.value} >= 0`)],
);
