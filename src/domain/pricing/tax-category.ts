import { z } from 'zod';

/**
 * A tax category's levy: a percentage of the line's value, or a fixed amount per unit where the
 * category says so (the environmental levy, e.g. $5 per TV).
 */
export const zLevy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), rate_bp: z.number().int().min(0) }),
  z.object({ kind: z.literal('per_unit'), amount_cents: z.number().int().min(0) }),
]);
export type Levy = z.infer<typeof zLevy>;

/** What the engine needs of a tax category: the taxes area resolves a tax_id to this. */
export const zTaxCategoryRates = z.object({
  duty_bp: z.number().int().min(0),
  levy: zLevy,
  /** Zero-rated goods carry no VAT on their customs base. */
  zero_rated: z.boolean(),
});
export type TaxCategoryRates = z.infer<typeof zTaxCategoryRates>;
