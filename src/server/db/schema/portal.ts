import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * A customer's word that a parcel is on its way to the Miami warehouse: what staff should expect
 * under a carrier's tracking number. It is open until an order records the parcel (order_id set),
 * and its invoice file, if any, then becomes the order's customer upload.
 */
export const prealerts = pgTable(
  'prealerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    trackingNumber: text('tracking_number').notNull(),
    /** One of the freight companies of the order form, when the customer knows it. */
    courier: text('courier'),
    vendor: text('vendor').notNull(),
    description: text('description').notNull(),
    valueCents: integer('value_cents').notNull(),
    filePath: text('file_path').unique(),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    orderId: integer('order_id').references(() => orders.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Staff match a scanned or typed tracking number against the open prealerts only: few, whatever the history.
    index('prealerts_open_tracking_idx').on(sql`upper(${t.trackingNumber})`).where(sql`${t.orderId} is null`),
    index('prealerts_open_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.orderId} is null`),
    index('prealerts_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('prealerts_value_check', sql`${t.valueCents} >= 0`),
    check('prealerts_received_check', sql`(${t.orderId} is null) = (${t.receivedAt} is null)`),
    check('prealerts_file_check', sql`(${t.filePath} is null) = (${t.fileName} is null)`),
  ],
);

/**
 * Company settings an admin keeps, one row a key, its value checked by the domain schema of that
 * key (the Miami warehouse address customers ship to, for one).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
