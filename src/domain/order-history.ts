import { z } from 'zod';
import { pagedListOf, zTimestamp } from './common';
import { packageTypes } from './orders';
import { zCustomerOrderRow } from './users';

/** A checkpoint a package reached, and when (by the scanning device's clock). */
export const zHistoryTracking = z.object({ name: z.string(), created_at: zTimestamp }).meta({ id: 'HistoryTracking' });

/**
 * A package of an order in a customer's history: where it is now (its latest checkpoint, null
 * until its first scan) and the checkpoints it passed, newest first; a repeat scan at the same
 * checkpoint is not a step of the journey and is left out.
 */
export const zHistoryPackage = z
  .object({
    id: z.number().int(),
    barcode: z.string(),
    package_type: z.enum(packageTypes),
    description: z.string(),
    checkpoint: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    checkpoint_at: zTimestamp.nullable(),
    trackings: z.array(zHistoryTracking),
  })
  .meta({ id: 'HistoryPackage' });
export type HistoryPackage = z.infer<typeof zHistoryPackage>;

/**
 * GET /users/{id}/orders/list: the Customers dialog's row, and for the client dashboard's Order
 * History the invoice's number and whether it is paid, and the order's packages with their tracking.
 */
export const zOrderHistoryRow = zCustomerOrderRow
  .extend({ invoice_pseudo_id: z.string().nullable(), invoice_paid: z.boolean(), packages: z.array(zHistoryPackage) })
  .meta({ id: 'OrderHistoryRow' });
export type OrderHistoryRow = z.infer<typeof zOrderHistoryRow>;

export const zOrderHistoryPage = pagedListOf(zOrderHistoryRow).meta({ id: 'OrderHistoryPage' });
export type OrderHistoryPage = z.infer<typeof zOrderHistoryPage>;
