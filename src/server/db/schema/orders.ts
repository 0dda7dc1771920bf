import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { pickups } from './reference';
import { taxes } from './pricing';
import { users } from './users';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** What arrived in Miami for one customer. Invoice and shipment columns arrive with those areas. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    shippingMethod: text('shipping_method').notNull(),
    invoiceInBox: boolean('invoice_in_box').notNull().default(false),
    warehouseVia: text('warehouse_via').notNull(),
    vendor: text('vendor').notNull(),
    comments: text('comments'),
    dropFname: text('drop_fname'),
    dropLname: text('drop_lname'),
    dropPhone: text('drop_phone'),
    dropEmail: text('drop_email'),
    freightCompany: text('freight_company'),
    trackingNumber: text('tracking_number'),
    pickupId: integer('pickup_id').references(() => pickups.id),
    status: text('status').notNull().default('pending'),
    completed: boolean('completed').notNull().default(false),
    addToSheet: boolean('add_to_sheet').notNull().default(false),
    validUnitPrice: boolean('valid_unit_price').notNull(),
    /** Denormalised from the packages for the list: kept in step by the orders service on every save. */
    description: text('description').notNull(),
    packageTypes: text('package_types').notNull(),
    packageCount: smallint('package_count').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    /** Approved for sale from the old packages or old orders report: it leaves them and may be listed on Orders for sale. */
    forSaleAt: timestamp('for_sale_at', { withTimezone: true }),
    forSaleBy: integer('for_sale_by').references(() => users.id),
    /** Sold on Orders for sale: user_id became the buyer, and sold_from keeps whose it was. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    soldFrom: integer('sold_from').references(() => users.id),
    ...timestamps,
  },
  // The lists order by `created_at desc, id desc`, and a plain DESC means NULLS FIRST: an index
  // built DESC NULLS LAST (what `.desc()` alone gives) cannot hand rows out in that order. Lists
  // and counts only ever read live orders, so these indexes hold only those.
  (t) => [
    index('orders_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    // A client's live orders, newest first: their history, and the orders list searched by client name.
    index('orders_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('orders_edited_at_idx').on(t.editedAt).where(sql`${t.deletedAt} is null`),
    /** The few deleted orders, whose packages the alert counts leave out without reading every order. */
    index('orders_deleted_idx').on(t.id).where(sql`${t.deletedAt} is not null`),
    // Orders for sale, newest approval first: a handful among half a million orders.
    index('orders_for_sale_idx').on(t.forSaleAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.forSaleAt} is not null and ${t.deletedAt} is null`),
    check('orders_sold_check', sql`(${t.soldAt} is null) = (${t.soldFrom} is null)`),
    check('orders_warehouse_via_check', sql`${t.warehouseVia} in ('individual','courier','pick-up')`),
  ],
);

/** One physical parcel; its barcode and sect number are printed on the label. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    position: smallint('position').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    itemsNo: integer('items_no').notNull(),
    weightLb: numeric('weight_lb', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    lengthCm: numeric('length_cm', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    widthCm: numeric('width_cm', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    heightCm: numeric('height_cm', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    vendorShippingCents: integer('vendor_shipping_cents').notNull().default(0),
    itemTaxCents: integer('item_tax_cents').notNull().default(0),
    /** Built from the id (packageBarcode), so it is as unique as the id and found through it. */
    barcode: text('barcode').notNull(),
    sect: integer('sect').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_order_idx').on(t.orderId, t.position),
    index('packages_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Where each package is now: one row per package, written with it. A scan moves packages by the
 * hundred, and an update that changes an indexed column writes a new entry into every index of
 * its table; kept apart from packages, a move writes this narrow row and its three indexes, not a
 * wide package row and six (docs/performance.md). The order, its shipping method and the
 * package's creation time are copies, so the alert counts and the list at a checkpoint are read
 * from these indexes alone: the orders service writes them with every package and rewrites the
 * method on every edit. Whether the package is in a shipment is here too, for the same reason.
 */
export const packagePositions = pgTable(
  'package_positions',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => packages.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** References checkpoints: checked once per statement by a trigger, not per row (see tracking_events). Null until the first scan. */
    checkpointId: integer('checkpoint_id'),
    /** When the package reached its current checkpoint, by the scanning device's clock. */
    checkpointAt: timestamp('checkpoint_at', { withTimezone: true }),
    shippingMethod: text('shipping_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** In a shipment: kept by triggers on shipment_packages (migration 0012), whoever writes those rows. */
    shipped: boolean('shipped').notNull().default(false),
  },
  (t) => [
    // The packages waiting for a shipment, newest first: the shipment form's picker reads only these,
    // however long the shipped history grows.
    index('package_positions_unshipped_idx').on(t.createdAt.desc().nullsFirst(), t.packageId.desc().nullsFirst()).where(sql`not ${t.shipped}`),
    // Alert counts: an index-only range per checkpoint and age; method and order are in the index too.
    index('package_positions_checkpoint_idx').on(t.checkpointId, t.checkpointAt, t.shippingMethod, t.orderId),
    // The list at one checkpoint, newest first; minDays and the method are checked in the index too.
    index('package_positions_checkpoint_created_idx').on(
      t.checkpointId,
      t.createdAt.desc().nullsFirst(),
      t.packageId.desc().nullsFirst(),
      t.checkpointAt,
      t.shippingMethod,
    ),
  ],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    hazard: boolean('hazard').notNull(),
    fragile: boolean('fragile').notNull(),
    invoiceNumber: text('invoice_number'),
    productType: text('product_type'),
  },
  (t) => [index('items_package_idx').on(t.packageId), index('items_tax_idx').on(t.taxId)],
);

/**
 * What every file stored for an order keeps: where it lies, what it is, and who put it there. A
 * function, so each table gets builders of its own: a builder names its unique constraint after
 * the first table that builds it.
 */
const orderFileColumns = () => ({
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  path: text('path').notNull().unique(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invoice files attached to an order: uploaded by the customer, or manually by staff. */
export const orderUploads = pgTable('order_uploads', {
  ...orderFileColumns(),
  origin: text('origin', { enum: ['Customer', 'Manual'] }).notNull(),
});

export const orderImages = pgTable('order_images', orderFileColumns());

/**
 * One scan of one package at one checkpoint. occurred_at is the device's clock (an offline scan
 * arrives late); received_at is the server's. A duplicate is the same package at the same
 * checkpoint within the dedupe window: recorded for the audit trail, never moving the package.
 *
 * package_id, checkpoint_id and user_id reference packages, checkpoints and users with the
 * guarantees of foreign keys, but checked once per statement by triggers (migration 0008): a
 * scan batch writes a hundred rows, and a foreign key's check per row was a quarter of its cost.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    packageId: integer('package_id').notNull(),
    checkpointId: integer('checkpoint_id').notNull(),
    userId: integer('user_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    offline: boolean('offline').notNull().default(false),
    duplicate: boolean('duplicate').notNull().default(false),
  },
  (t) => [index('tracking_events_package_idx').on(t.packageId, t.occurredAt), index('tracking_events_checkpoint_idx').on(t.checkpointId)],
);
