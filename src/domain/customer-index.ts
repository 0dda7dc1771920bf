import { z } from 'zod';
import { zCustomerOption } from './users';

/**
 * GET /customers/index: the order form's customers for the device, as changes since the last
 * fetch. `since` is the cursor the previous answer handed out; without one, everything.
 */
export const zCustomerIndexQuery = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'Since must be the cursor of an earlier answer')
    .optional(),
});
export type CustomerIndexQuery = z.infer<typeof zCustomerIndexQuery>;

/**
 * One customer on the wire: [Dept # (the id), full name, location id, flagged 0/1]. A row of
 * values rather than keys keeps 50,000 customers about half the size.
 */
export const zCustomerIndexRow = z.tuple([z.number().int(), z.string(), z.number().int(), z.union([z.literal(0), z.literal(1)])]);
export type CustomerIndexRow = z.infer<typeof zCustomerIndexRow>;

export const zCustomerIndex = z
  .object({
    full: z.boolean().describe('True when `rows` is every customer and replaces the copy; false when it holds only the changes since `since`'),
    cursor: z.string().describe('What to send as `since` next time'),
    rows: z.array(zCustomerIndexRow).describe('Customers added or changed: [id, full_name, location_id, flagged]'),
    removed: z.array(z.number().int()).describe('Ids that changed and are no longer customers of the order form (retired, or now a staff account)'),
  })
  .meta({ id: 'CustomerIndex' });
export type CustomerIndex = z.infer<typeof zCustomerIndex>;

/** A customer as the device keeps it: what the order form shows and searches, nothing more. */
export const zCustomerEntry = zCustomerOption.pick({ id: true, full_name: true, location_id: true, flagged: true });
export type CustomerEntry = z.infer<typeof zCustomerEntry>;

export const entryOfRow = ([id, full_name, location_id, flagged]: CustomerIndexRow): CustomerEntry => ({ id, full_name, location_id, flagged: flagged === 1 });
