import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, packages } from './orders';
import { taxes } from './pricing';
import { locations } from './reference';
import { users } from './users';

const cents = (name: string) => integer(name).notNull().default(0);

/** The human-facing invoice number: the Nassau year and a running number, '26-000123'. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/**
 * An order's invoice (at most one an order), priced by the engine at the rates of the order's
 * date. Every line is stored in cents as it was priced, so end of day sums columns and a later rate
 * change never alters an issued invoice; fees added later reprice the totals from these lines.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    pseudoId: text('pseudo_id')
      .notNull()
      // Six digits at least, more once past 999,999: lpad would cut 1234567 to 123456, a duplicate.
      .default(sql`to_char(now() at time zone 'America/Nassau', 'YY') || '-' || to_char(nextval('invoice_number_seq'), 'FM999999000000')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's customer, copied so the customer's invoices and carts are read without the order. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'generated' from the order's items, or 'manual' from the items a special user typed (Amazon, Ebay). */
    kind: text('kind').notNull().default('generated'),
    manualType: text('manual_type'),
    manualTaxId: integer('manual_tax_id').references(() => taxes.id),
    status: text('status').notNull().default('unpaid'),
    /** How it is to be paid; staff set it when they first open the invoice. */
    type: text('type'),
    ratesDate: date('rates_date', { mode: 'string' }).notNull(),
    shippingSubtotalCents: cents('shipping_subtotal_cents'),
    consolidationFeeCents: cents('consolidation_fee_cents'),
    overweightFeeCents: cents('overweight_fee_cents'),
    hazardFeeCents: cents('hazard_fee_cents'),
    fragileFeeCents: cents('fragile_fee_cents'),
    usPickupFeeCents: cents('us_pickup_fee_cents'),
    storageFeesCents: cents('storage_fees_cents'),
    documentationFeeCents: cents('documentation_fee_cents'),
    insuranceCents: cents('insurance_cents'),
    dutyTotalCents: cents('duty_total_cents'),
    levyTotalCents: cents('levy_total_cents'),
    processingFeeCents: cents('processing_fee_cents'),
    feesTotalCents: cents('fees_total_cents'),
    freightTaxCents: cents('freight_tax_cents'),
    freightVatCents: cents('freight_vat_cents'),
    customsVatCents: cents('customs_vat_cents'),
    consolidationVatCents: cents('consolidation_vat_cents'),
    overweightVatCents: cents('overweight_vat_cents'),
    hazardVatCents: cents('hazard_vat_cents'),
    fragileVatCents: cents('fragile_vat_cents'),
    pickupVatCents: cents('pickup_vat_cents'),
    storageVatCents: cents('storage_vat_cents'),
    documentationVatCents: cents('documentation_vat_cents'),
    feesVatCents: cents('fees_vat_cents'),
    vatTotalCents: cents('vat_total_cents'),
    regTotalCents: cents('reg_total_cents'),
    reimbursementTotalCents: cents('reimbursement_total_cents'),
    /** What the invoice asks before a payment fee; the cart sums these. */
    valueCents: cents('value_cents'),
    convenienceFeeCents: cents('convenience_fee_cents'),
    ccFeeCents: cents('cc_fee_cents'),
    /** value + the payment's fees once paid; the value until then. */
    grandTotalCents: cents('grand_total_cents'),
    lastFourDigits: text('last_four_digits'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    paidOn: timestamp('paid_on', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id),
    paymentType: text('payment_type'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_pseudo_id_idx').on(t.pseudoId),
    index('invoices_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The value rides along so the admin dashboard's sum of unpaid invoices reads this index alone.
    index('invoices_unpaid_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.valueCents).where(sql`${t.status} <> 'paid'`),
    // The incident report reads a range of days' invoices, newest first.
    index('invoices_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_paid_on_idx').on(t.paidOn).where(sql`${t.paidOn} is not null`),
    check('invoices_status_check', sql`${t.status} in ('unpaid','approved','paid')`),
    check('invoices_type_check', sql`${t.type} is null or ${t.type} in ('online','cash','check','card','bank')`),
    check('invoices_payment_type_check', sql`${t.paymentType} is null or ${t.paymentType} in ('online','cash','check','card','bank')`),
    check('invoices_kind_check', sql`${t.kind} in ('generated','manual') and (${t.kind} = 'manual') = (${t.manualType} is not null)`),
    check('invoices_paid_check', sql`(${t.status} = 'paid') = (${t.paidOn} is not null) and (${t.paidOn} is null) = (${t.paymentType} is null)`),
    check('invoices_money_check', sql`${t.valueCents} >= 0 and ${t.grandTotalCents} >= ${t.valueCents}`),
  ],
);

/** One package's part of an invoice as priced: the shipment report's weights, freight, duty and levy. */
export const invoicePackages = pgTable(
  'invoice_packages',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    actualLb: integer('actual_lb').notNull(),
    dimensionalLb: integer('dimensional_lb').notNull(),
    chargedWeight: integer('charged_weight').notNull(),
    shippingRateCents: cents('shipping_rate_cents'),
    shippingTotalCents: cents('shipping_total_cents'),
    valueCents: cents('value_cents'),
    dutyCents: cents('duty_cents'),
    levyCents: cents('levy_cents'),
    overweightCents: cents('overweight_cents'),
    hazardCents: cents('hazard_cents'),
    fragileCents: cents('fragile_cents'),
    storageDays: integer('storage_days').notNull().default(0),
    storageCents: cents('storage_cents'),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.packageId] }), index('invoice_packages_package_idx').on(t.packageId)],
);

/** Named fees a special user adds while the invoice is unpaid. */
export const invoiceFees = pgTable(
  'invoice_fees',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('invoice_fees_invoice_idx').on(t.invoiceId, t.position), check('invoice_fees_amount_check', sql`${t.amountCents} >= 0`)],
);

/** The purchase lines of a manual invoice (what the customer bought on Amazon or eBay). */
export const invoiceManualItems = pgTable(
  'invoice_manual_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('invoice_manual_items_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * A card charge through the payment gateway, journalled before the charge is asked for (its own
 * commit) so that a charge whose recording failed is found and settled (docs/decisions.md,
 * Checkout). Only the last four digits of the card are kept.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial('id').primaryKey(),
    gatewayKey: text('gateway_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invoiceIds: integer('invoice_ids').array().notNull(),
    amountCents: integer('amount_cents').notNull(),
    convenienceFeeCents: integer('convenience_fee_cents').notNull(),
    deliveryCostCents: integer('delivery_cost_cents').notNull().default(0),
    /** The delivery asked for with the payment: { date, time, directions }, made when the charge is recorded. */
    delivery: jsonb('delivery').$type<{ date: string; time: string; directions: string }>(),
    lastFour: text('last_four').notNull(),
    status: text('status').notNull().default('pending'),
    gatewayRef: text('gateway_ref'),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('card_payments_gateway_key_idx').on(t.gatewayKey),
    index('card_payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('card_payments_status_check', sql`${t.status} in ('pending','recorded','declined','refunded','abandoned')`),
    check('card_payments_last_four_check', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);

/** Money taken against an invoice: end of day reads these by day, type and branch. */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    type: text('type').notNull(),
    /** The gateway's reference of a card or online payment. */
    pnp: text('pnp'),
    amountCents: integer('amount_cents').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The branch where cash or a check was taken. */
    locationId: smallint('location_id').references(() => locations.id),
    cardPaymentId: integer('card_payment_id').references(() => cardPayments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_created_at_idx').on(t.createdAt),
    index('transactions_invoice_idx').on(t.invoiceId),
    check('transactions_type_check', sql`${t.type} in ('online','cash','check','card','bank')`),
    check('transactions_branch_check', sql`(${t.type} in ('cash','check')) = (${t.locationId} is not null)`),
  ],
);

/** Invoices waiting in a user's cart; a paid or unapproved invoice leaves every cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.invoiceId] }), index('cart_items_invoice_idx').on(t.invoiceId)],
);
