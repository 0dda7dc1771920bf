import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { packages } from './orders';
import { users } from './users';

/** One carrier's manifest arriving in Nassau on a date (finance spec §3 Shipment). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    manifestKey: text('manifest_key'),
    carrier: text('carrier').notNull(),
    /** What the carrier charged for the whole shipment, cents; null when not known yet. */
    freightCents: integer('freight_cents'),
    /** The C13 customs entry number. */
    customs: text('customs'),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** The calculations dialog's figures in cents: { duty, levy, freight, processing, vat, lines: [{ name, value }] }. */
    calculations: jsonb('calculations').$type<StoredCalculations>(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('shipments_freight_check', sql`${t.freightCents} is null or ${t.freightCents} >= 0`),
  ],
);

export type StoredCalculations = { duty: number; levy: number; freight: number; processing: number; vat: number; lines: { name: string; value: number }[] };

/** A named box of a shipment; its packages point at it. */
export const shipmentBoxes = pgTable(
  'shipment_boxes',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('shipment_boxes_name_idx').on(t.shipmentId, sql`lower(${t.name})`),
    // The target of shipment_packages' composite key: a package's box is always of its own shipment.
    unique('shipment_boxes_shipment_id_key').on(t.shipmentId, t.id),
  ],
);

/**
 * A package in a shipment. The package id is the key, so the database itself keeps a package in
 * at most one shipment, whatever two staff save at once. notified_at is when its customer was
 * told it arrived.
 */
export const shipmentPackages = pgTable(
  'shipment_packages',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => packages.id),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    boxId: integer('box_id'),
    position: integer('position').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('shipment_packages_shipment_idx').on(t.shipmentId, t.position),
    foreignKey({ columns: [t.shipmentId, t.boxId], foreignColumns: [shipmentBoxes.shipmentId, shipmentBoxes.id], name: 'shipment_packages_box_fk' }),
  ],
);

/** Documents of a shipment (manifest scans, customs papers), stored like order files. */
export const shipmentAttachments = pgTable(
  'shipment_attachments',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    path: text('path').notNull().unique(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_attachments_shipment_idx').on(t.shipmentId, t.id)],
);

/** A package flagged for a C13 customs entry. */
export const packageC13 = pgTable('package_c13', {
  packageId: integer('package_id')
    .primaryKey()
    .references(() => packages.id, { onDelete: 'cascade' }),
  markedBy: integer('marked_by')
    .notNull()
    .references(() => users.id),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A package's QuickBooks entry: its lines on the paid invoice, entered on entry_date. */
export const packageQbEntries = pgTable(
  'package_qb_entries',
  {
    packageId: integer('package_id')
      .primaryKey()
      .references(() => packages.id),
    valueCents: integer('value_cents').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('package_qb_entries_value_check', sql`${t.valueCents} >= 0`)],
);
