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
export const zMailQuery = zPageQuery;
export const mailPageSize = 25;
