import { z } from 'zod';
import { queryInteger, zPageQuery, zTimestamp } from './common';
import { dateField, zPositiveId } from './fields';
import { zCountedPageMeta } from './orders';
import { filterShippingMethods } from './shipping-methods';

/** The packages list shows 20 rows and pages with Previous/Next only, like the orders list. */
export const packagesPageSize = 20;

/** The app leaves a cleared filter out, but a link or a form may still send it empty. */
const blankAsAbsent = <T extends z.ZodType>(field: T) => z.union([z.literal('').transform(() => undefined), field.optional()]);

/** Query flags arrive as text; only 'true' and '1' switch them on. */
const queryFlag = z.union([z.enum(['true', '1', 'false', '0', '']).transform((v) => v === 'true' || v === '1'), z.boolean()]).default(false);

/**
 * GET /packages/paginated. Dates are business days in Nassau, both ends included. checkpoint is
 * the package's current checkpoint; minDays keeps packages that have been there longer than that
 * many days. The reverse flags negate the checkpoint and the method filter, which is how the
 * alert banner links to "everything but next-day".
 */
export const zPackagesQuery = zPageQuery.extend({
  method: blankAsAbsent(z.enum(filterShippingMethods, { error: 'Unknown shipping method' })),
  search: z.string().trim().max(100, { error: 'At most 100 characters' }).default(''),
  start: blankAsAbsent(dateField('Start must be a date (YYYY-MM-DD)')),
  end: blankAsAbsent(dateField('End must be a date (YYYY-MM-DD)')),
  checkpoint: blankAsAbsent(zPositiveId('Checkpoint must be an id')),
  minDays: blankAsAbsent(queryInteger('Days', 0, 3650)),
  reverseCheckpoint: queryFlag,
  reverseMethod: queryFlag,
});
export type PackagesQuery = z.infer<typeof zPackagesQuery>;
/** The filters of the list as the app and the alert banner name them (every one optional). */
export type PackagesFilter = Partial<Omit<z.input<typeof zPackagesQuery>, 'page'>>;

/** One row of the packages list (portal spec §3, Package grid row). */
export const zPackageRow = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    customer: z.string(),
    shipping_method: z.string(),
    type: z.string(),
    checkpoint: z.string().nullable(),
    number_of_items: z.number().int(),
    description: z.string(),
    created_at: zTimestamp,
    barcode: z.string(),
  })
  .meta({ id: 'PackageRow' });
export type PackageRow = z.infer<typeof zPackageRow>;

export const zPackagesPage = z.object({ data: z.array(zPackageRow), meta: zCountedPageMeta }).meta({ id: 'PackagesPage' });
export type PackagesPage = z.infer<typeof zPackagesPage>;

/** GET /packages/{id}/label (portal spec §3, Package label). Weight in lb, dimensions in cm. */
export const zPackageLabel = z
  .object({
    barcode: z.string(),
    totalPackages: z.number().int(),
    packageNo: z.number().int(),
    weight: z.number(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    locationId: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    userId: z.number().int(),
    delivery: z.string(),
    sect: z.number().int(),
  })
  .meta({ id: 'PackageLabel' });
export type PackageLabel = z.infer<typeof zPackageLabel>;

/**
 * One entry of a package's tracking history; created_at is when the scan happened on the device.
 * Staff also get the audit fields: when the server received the scan and who made it (a customer
 * sees the journey, not the warehouse's people).
 */
export const zTrackingEntry = z
  .object({
    name: z.string(),
    created_at: zTimestamp,
    checkpoint_id: z.number().int(),
    duplicate: z.boolean(),
    offline: z.boolean(),
    received_at: zTimestamp.optional(),
    scanned_by: z.string().optional(),
  })
  .meta({ id: 'TrackingEntry' });
export type TrackingEntry = z.infer<typeof zTrackingEntry>;

export const zTrackings = z.object({ data: z.array(zTrackingEntry) });
