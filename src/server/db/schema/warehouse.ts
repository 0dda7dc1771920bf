import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cardPayments } from './invoices';
import { orders } from './orders';
import { users } from './users';

/** One Packages In entry: carrier parcels held at the warehouse before an order records them. */
export const packageIns = pgTable(
  'package_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_ins_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const heldPackages = pgTable(
  'held_packages',
  {
    id: serial('id').primaryKey(),
    packageInId: integer('package_in_id')
      .notNull()
      .references(() => packageIns.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    checked: boolean('checked').notNull().default(false),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkedBy: integer('checked_by').references(() => users.id),
  },
  (t) => [
    index('held_packages_package_in_idx').on(t.packageInId),
    // The Packages In screen lists the entries that still hold an unchecked package: few, whatever the history.
    index('held_packages_unchecked_idx').on(t.packageInId).where(sql`not ${t.checked}`),
    check('held_packages_checked_check', sql`${t.checked} = (${t.checkedAt} is not null)`),
  ],
);

/**
 * A delivery to a customer's door. Money in cents, weight in lb; date is the Nassau business day
 * and time one of the three windows. delivered_at and delivered_by are set together, once.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    directions: text('directions').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    timeWindow: text('time_window').notNull(),
    weightLb: numeric('weight_lb', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    totalCents: integer('total_cents').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: integer('delivered_by').references(() => users.id),
    /** The checkout that asked for this delivery; null for deliveries staff arranged. */
    cardPaymentId: integer('card_payment_id').references(() => cardPayments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_card_payment_idx').on(t.cardPaymentId).where(sql`${t.cardPaymentId} is not null`),
    // outstanding_deliveries on every staff page: a count over the few undelivered rows only.
    index('deliveries_undelivered_idx').on(t.date).where(sql`${t.deliveredAt} is null`),
    index('deliveries_date_idx').on(t.date),
    index('deliveries_user_idx').on(t.userId),
    check('deliveries_time_window_check', sql`${t.timeWindow} in ('10:00am-12:00pm', '1:00pm-3:00pm', '4:00pm-6:00pm')`),
    check('deliveries_delivered_check', sql`(${t.deliveredAt} is null) = (${t.deliveredBy} is null)`),
  ],
);

/** The orders a delivery brings: a join table, so each id is a real order and search by order id uses an index. */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.orderId] }), index('delivery_orders_order_idx').on(t.orderId)],
);
