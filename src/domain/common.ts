import { z } from 'zod';

export const zErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof zErrorBody>;

export const zIdParams = z.object({ id: z.coerce.number().int().positive() });

export const zPagination = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: zPagination }) });

export const zPageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

export const zOk = z.object({ ok: z.literal(true) });

/** Timestamps leave the API as ISO 8601 strings. */
export const zTimestamp = z.iso.datetime({ offset: true });
