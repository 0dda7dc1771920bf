import { z } from 'zod';
import { zPage, zTimestamp } from './common';

/**
 * The old packages and old orders reports (finance spec §2, §3) and approving an order for sale
 * from them (§4). What counts as old is two admin settings, rate rows in days:
 * `reports.old_package_days` (N) and `reports.old_order_days` (M).
 *
 * - An old package: a package of a live order, not approved for sale, that has stood at a pickup
 *   counter (pickupCounterCheckpoints) for at least N × 24 hours.
 * - An old order: a live order, not approved for sale, created at least M × 24 hours ago, with a
 *   package not yet released: anywhere but Out for delivery or Delivered.
 */
export const oldReportPageSize = 50;


export const oldOrderMessages = {
  /** A paid order's goods are the customer's: selling them would sell what someone paid for. */
  paid: 'This order is paid for; its goods belong to its customer and cannot be sold.',
} as const;

const zSearch = z.string().trim().max(100, { error: 'At most 100 characters' }).default('');

/** GET /packages/old and /orders/old: `search` is an order id, a package barcode or part of the client's name. */
export const zOldReportQuery = z.object({ page: zPage, search: zSearch });
export type OldReportQuery = z.infer<typeof zOldReportQuery>;

/** The CSV of a report: every matching row, so no page. */
export const zOldReportCsvQuery = z.object({ search: zSearch });

/**
 * One order of either report (finance spec §3, Old order row). package_count is the order's old
 * packages in the old packages report and all its packages in the old orders report. `since` and
 * `location` say where its goods have waited longest and since when: for old packages, the counter
 * its oldest old package reached first; for old orders, the checkpoint of its unreleased package
 * that has stood still longest (both null when none of them was ever scanned).
 */
export const zOldOrderRow = z
  .object({
    id: z.number().int(),
    client: z.string(),
    client_id: z.number().int(),
    package_count: z.number().int(),
    hasInvoice: z.boolean(),
    invoiceCreated: zTimestamp.nullable(),
    invoice_id: z.number().int().nullable(),
    /** A paid order cannot be approved for sale: the screens say so instead of offering Approve. */
    invoicePaid: z.boolean(),
    created_at: zTimestamp,
    since: zTimestamp.nullable(),
    location: z.string().nullable(),
  })
  .meta({ id: 'OldOrderRow' });
export type OldOrderRow = z.infer<typeof zOldOrderRow>;

/** Old packages list meta (finance spec §3): current_page, last_page, total (orders). */
export const zOldOrdersPage = z
  .object({
    data: z.array(zOldOrderRow),
    meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'OldOrdersPage' });
export type OldOrdersPage = z.infer<typeof zOldOrdersPage>;

/** POST /orders/{id}/approve-for-sale answers when the order was approved (the first time). */
export const zApprovedForSale = z.object({ id: z.number().int(), for_sale_at: zTimestamp }).meta({ id: 'ApprovedForSale' });
export type ApprovedForSale = z.infer<typeof zApprovedForSale>;
