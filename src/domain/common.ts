import { z } from 'zod';
import { pgIntegerMax, readDecimalText, zIdText } from './fields';

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

/** An id in the path: digits only; one that cannot exist (0, or past its column) is answered 404. */
export const zIdParams = z.object({ id: zIdText });

export const zPagination = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: zPagination }) });

/**
 * A whole number in a query string: decimal digits only, and bounded, since every one of them ends
 * up in a query (an integer column, or a page's offset).
 */
export const queryInteger = (label: string, min: number, max: number) =>
  z.preprocess(
    readDecimalText,
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be at least ${min}` })
      .max(max, { error: `${label} must be at most ${max}` }),
  );

export const zPage = queryInteger('Page', 1, pgIntegerMax).default(1);
export const zPageQuery = z.object({ page: zPage });

export const zOk = z.object({ ok: z.literal(true) });

/** Timestamps leave the API as ISO 8601 strings. */
export const zTimestamp = z.iso.datetime({ offset: true });
