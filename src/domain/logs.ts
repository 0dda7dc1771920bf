import { z } from 'zod';
import { zTimestamp } from './common';
import { dateField, zPositiveId } from './fields';

export const zLogsBody = z.object({
  data: z
    .object({
      fromDate: dateField('Date From is required'),
      toDate: dateField('Date To is required'),
      workerId: zPositiveId('Worker must be an id').optional().nullable(),
    })
    .refine((d) => d.fromDate <= d.toDate, { message: 'Date From must not be after Date To', path: ['toDate'] }),
});
export type LogsBody = z.infer<typeof zLogsBody>;

export const zActivityLog = z
  .object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), full_name: z.string() }),
    activity: z.string(),
    created_at: zTimestamp,
  })
  .meta({ id: 'ActivityLog' });
export type ActivityLog = z.infer<typeof zActivityLog>;

export const logsLimit = 1000;
export const logsEmptyMessage = 'No activities have been logged for this time period.';
