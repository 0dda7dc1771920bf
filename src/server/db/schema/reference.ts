import { sql } from 'drizzle-orm';
import { pgTable, smallint, integer, text, timestamp, serial, uniqueIndex, boolean } from 'drizzle-orm/pg-core';

export const locations = pgTable('locations', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

export const islands = pgTable('islands', {
  id: smallint('id').primaryKey(),
  description: text('description').notNull(),
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    locationId: smallint('location_id').references(() => locations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "2a" and "2A" are one office: the index ignores case, so two racing saves cannot both land.
  (t) => [uniqueIndex('offices_number_lower_idx').on(sql`lower(${t.number})`)],
);

/** US businesses whose goods staff collect in Miami ("pick-up" orders). */
export const pickups = pgTable('pickups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone'),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Points of the Miami → Nassau flow where packages are scanned. */
export const checkpoints = pgTable('checkpoints', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  /** A release point (pickup counter hand-over, delivery): a package whose order is unpaid is refused here. */
  releases: boolean('releases').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
