import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A purchase the office paid by card on a customer's behalf (finance spec, CC Payments): the
 * customer owes its cost and the card's processing fee, priced at the card-fee rate of its day.
 */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    vendor: text('vendor').notNull(),
    description: text('description').notNull(),
    valueCents: integer('value_cents').notNull(),
    /** The card-fee rate it was priced at, basis points, so the receipt explains its fee. */
    feeBp: integer('fee_bp').notNull(),
    processingFeeCents: integer('processing_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('credit_payments_money_check', sql`${t.valueCents} >= 0 and ${t.processingFeeCents} >= 0 and ${t.totalCents} = ${t.valueCents} + ${t.processingFeeCents}`),
  ],
);

/**
 * An end-of-day report: the balances counted for one business day. 'eod' reports are read by the
 * full and v2 views, 'acc' by the accounts office's own; one of each kind a day.
 */
export const eodReports = pgTable(
  'eod_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    beginningCents: integer('beginning_cents').notNull(),
    endingCents: integer('ending_cents'),
    notes: text('notes'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('eod_reports_kind_date_idx').on(t.kind, t.reportDate.desc().nullsFirst()), check('eod_reports_kind_check', sql`${t.kind} in ('eod','acc')`)],
);
