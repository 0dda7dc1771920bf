import { z } from 'zod';
import { zPage, zTimestamp } from './common';
import { blankAsMissing, dateField } from './fields';
import { zShippingMethod, type ShippingMethod } from './shipping-methods';

/** Every admin report here pages 50 rows at a time (finance spec §9: page sizes are the server's). */
export const reportsPageSize = 50;


/** Finance spec §5: the client order report opens on these days. */
export const clientReportDefaults = { start_date: '2019-01-01', end_date: '2019-02-28' } as const;

export const reportMessages = {
  dateRequired: 'Date is required',
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  endDate: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date must not be before the start date',
} as const;

const pageMeta = z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() });

/** GET /reports/orders/edited?date=: one Nassau business day. */
export const zEditedOrdersQuery = z.object({ date: blankAsMissing(dateField(reportMessages.dateRequired)) });
export type EditedOrdersQuery = z.infer<typeof zEditedOrdersQuery>;

/** Live orders created that day, and live orders whose last edit fell on it. */
export const zEditedOrdersCounts = z
  .object({ day_orders_count: z.number().int(), day_edited_orders: z.number().int() })
  .meta({ id: 'EditedOrdersCounts' });
export type EditedOrdersCounts = z.infer<typeof zEditedOrdersCounts>;

/** Finance spec §4: the invoice states the unpaid report shows. */
export const unpaidInvoiceStatuses = ['unpaid', 'approved'] as const;

/** One invoice not yet paid (finance spec §3, Invoice as used in reports); value in dollars. */
export const zUnpaidInvoiceRow = z
  .object({
    id: z.number().int(),
    pseudo_id: z.string(),
    order_id: z.number().int(),
    client: z.string(),
    client_id: z.number().int(),
    value: z.number(),
    status: z.enum(unpaidInvoiceStatuses),
    created_at: zTimestamp,
  })
  .meta({ id: 'UnpaidInvoiceRow' });
export type UnpaidInvoiceRow = z.infer<typeof zUnpaidInvoiceRow>;

export const zUnpaidInvoicesPage = z.object({ data: z.array(zUnpaidInvoiceRow), meta: pageMeta }).meta({ id: 'UnpaidInvoicesPage' });
export type UnpaidInvoicesPage = z.infer<typeof zUnpaidInvoicesPage>;

const clientRange = z.object({
  start_date: blankAsMissing(dateField(reportMessages.startDate).default(clientReportDefaults.start_date)),
  end_date: blankAsMissing(dateField(reportMessages.endDate).default(clientReportDefaults.end_date)),
});
const inOrder = <T extends { start_date: string; end_date: string }>(range: T) => range.start_date <= range.end_date;
const endAfterStart = { error: reportMessages.endBeforeStart, path: ['end_date'] };

/** Nassau business days, both included; absent or blank, the spec's defaults. */
export const zClientReportCsvQuery = clientRange.refine(inOrder, endAfterStart);
export type ClientReportCsvQuery = z.infer<typeof zClientReportCsvQuery>;
export const zClientReportQuery = clientRange.extend({ page: zPage }).refine(inOrder, endAfterStart);
export type ClientReportQuery = z.infer<typeof zClientReportQuery>;

/** An order of the client created in the range: the order count's dialog lists these. */
export const zClientReportOrder = z.object({ id: z.number().int(), created_at: zTimestamp, shipping_method: zShippingMethod, description: z.string() });
export type ClientReportOrder = z.infer<typeof zClientReportOrder>;

/**
 * A client with orders in the range (finance spec §3, Client report row). last_shipped_date is the
 * latest arrival date of a shipment holding a package of those orders; null when none has shipped.
 */
export const zClientReportRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    related_orders: z.array(zClientReportOrder),
    related_orders_count: z.number().int(),
    last_shipped_date: z.iso.date().nullable(),
  })
  .meta({ id: 'ClientReportRow' });
export type ClientReportRow = z.infer<typeof zClientReportRow>;

/**
 * The counts by method that the report's totals show, and the stored methods each one counts:
 * n priority, s standard, c every consolidation, x special, bp business plane, bb business boat.
 * Orders of other methods (industrial lanes, code red) count in orders_count only.
 */
export const methodCounts = {
  n_count: ['next-day'],
  s_count: ['standard'],
  c_count: ['consolidation', 'consolidate-sm', 'consolidate-lg'],
  x_count: ['special'],
  bp_count: ['business-plane'],
  bb_count: ['business-boat'],
} as const satisfies Record<string, readonly ShippingMethod[]>;
export type MethodCountKey = keyof typeof methodCounts;

const count = z.number().int();
/** Totals over the whole range, not the page: clients (total), their orders, and orders by method. */
export const zClientReportMeta = z.object({
  total: count,
  orders_count: count,
  n_count: count,
  s_count: count,
  c_count: count,
  x_count: count,
  bp_count: count,
  bb_count: count,
  current_page: count,
  last_page: count,
});
export type ClientReportMeta = z.infer<typeof zClientReportMeta>;

export const zClientReport = z.object({ data: z.array(zClientReportRow), meta: zClientReportMeta }).meta({ id: 'ClientReport' });
export type ClientReport = z.infer<typeof zClientReport>;

/** A live order with a delivered package and no invoice; delivery is its method's label. */
export const zDeliveredNoInvoiceRow = z
  .object({
    id: z.number().int(),
    client: z.string(),
    client_id: z.number().int(),
    delivery: z.string(),
    description: z.string(),
    created_at: zTimestamp,
    /** When its last delivered package reached Delivered (null only for a position recorded without a time). */
    date_delivered: zTimestamp.nullable(),
  })
  .meta({ id: 'DeliveredNoInvoiceRow' });
export type DeliveredNoInvoiceRow = z.infer<typeof zDeliveredNoInvoiceRow>;

/** Counted no further than this; past it the report says "1,000+" and pages on with Next. */
export const deliveredNoInvoiceCountCap = 1_000;
export const zDeliveredNoInvoicePage = z
  .object({ data: z.array(zDeliveredNoInvoiceRow), meta: pageMeta.extend({ total_capped: z.boolean() }) })
  .meta({ id: 'DeliveredNoInvoicePage' });
export type DeliveredNoInvoicePage = z.infer<typeof zDeliveredNoInvoicePage>;
