import * as z from 'zod/mini';
import type { ErrorBody } from '../../domain/common';

/**
 * The server's error body as the page and the service worker read it, in zod/mini so that the
 * worker's bundle stays small (STACK-NOTES); `satisfies` holds it to the domain's declaration.
 */
export const zErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.optional(z.record(z.string(), z.string())) }),
}) satisfies z.ZodMiniType<ErrorBody>;
