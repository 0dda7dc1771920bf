import { z } from 'zod';
import { pagedListOf, zPageQuery, zTimestamp } from './common';

export const zMailEntry = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    transport: z.enum(['smtp', 'log']),
    error: z.string().nullable(),
    created_at: zTimestamp,
  })
  .meta({ id: 'MailEntry' });
export const zMailPage = pagedListOf(zMailEntry);
/** GET /mail: `to` narrows the log to one recipient (ignoring case), as an admin looking for what a customer was sent would. */
export const zMailQuery = zPageQuery.extend({ to: z.string().trim().max(254, { error: 'At most 254 characters' }).default('') });
export const mailPageSize = 25;
