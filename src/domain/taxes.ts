import { z } from 'zod';
import { listOf, queryInteger } from './common';
import { blankAsMissing, requiredText } from './fields';
// The two modules, not the pricing barrel: taxes are a device list in every warehouse screen's first load.
import { centsToDollars, formatDollars, parseCents, tryParseCents } from './pricing/money';
import type { TaxCategoryRates } from './pricing/tax-category';

export const levyKinds = ['percent', 'per_unit'] as const;
export type LevyKind = (typeof levyKinds)[number];

/** The Duty & Tariffs list shows at most this many entries: the first overall, or the first matches. */
export const taxesListLimit = 50;

/** A percentage or dollar amount with at most two decimals: stored exactly as hundredths. */
const hundredthsField = (message: string, max: number) =>
  z
    .number({ error: message })
    .min(0, { error: 'Must be at least 0' })
    .max(max, { error: `Must be at most ${max}` })
    .refine((value) => tryParseCents(value) !== undefined, { error: 'At most two decimals' });

/**
 * A customs tariff category. The spec names the duty field `vat` (labelled Duty on screen);
 * `levy` is a percentage of value, or dollars per unit when levy_kind is per_unit.
 */
export const zTax = z
  .object({
    id: z.number().int(),
    description: z.string(),
    vat: z.number(),
    levy: z.number(),
    levy_kind: z.enum(levyKinds),
    zero_rated: z.boolean(),
    tariff_code: z.string(),
  })
  .meta({ id: 'Tax' });
export type Tax = z.infer<typeof zTax>;

/** POST /taxes and PUT /taxes/{id}, with the finance spec §5 messages. */
export const zTaxBody = z
  .object({
    description: requiredText('Description is required', 200),
    vat: hundredthsField('Vat is required', 1000),
    levy: hundredthsField('Levy is required', 1_000_000),
    levy_kind: z.enum(levyKinds).default('percent'),
    zero_rated: z.boolean().default(false),
    tariff_code: requiredText('Tariff Code is required', 40),
  })
  .meta({ id: 'TaxBody' });
export type TaxBody = z.infer<typeof zTaxBody>;

/** The Tax form: duty and levy start empty, and an empty one is reported as required. */
export const zTaxForm = zTaxBody.extend({ vat: blankAsMissing(zTaxBody.shape.vat), levy: blankAsMissing(zTaxBody.shape.levy) });

/** What the Duty & Tariffs list sorts by: the description (its name) or the duty rate. */
export const taxSortColumns = ['description', 'vat'] as const;
export type TaxSortColumn = (typeof taxSortColumns)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const zTaxesQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  limit: queryInteger('Limit', 1, 1000).optional(),
  sort: z.enum(taxSortColumns).optional().default('description'),
  direction: z.enum(sortDirections).optional().default('asc'),
});
export type TaxesQuery = z.infer<typeof zTaxesQuery>;

/** GET /taxes: the categories asked for, and how many match in all (more than shown when limited). */
export const zTaxList = listOf(zTax).extend({ total: z.number().int() }).meta({ id: 'TaxList' });
export type TaxList = z.infer<typeof zTaxList>;

export const taxMessages = {
  inUse: 'This tax category is used by order items and cannot be deleted.',
} as const;

/** Duty and levy percentages are hundredths of a percent (basis points), like cents of a dollar. */
export const toTaxCategoryRates = (tax: Pick<Tax, 'vat' | 'levy' | 'levy_kind' | 'zero_rated'>): TaxCategoryRates => ({
  duty_bp: parseCents(tax.vat),
  levy: tax.levy_kind === 'percent' ? { kind: 'percent', rate_bp: parseCents(tax.levy) } : { kind: 'per_unit', amount_cents: parseCents(tax.levy) },
  zero_rated: tax.zero_rated,
});

/** Stored integers (basis points or cents) back to the numbers the API shows. */
export const fromHundredths = centsToDollars;
export const toHundredths = parseCents;

/** Duty as staff and customers read it: '35%', '7.5%' (the API shows at most two decimals). */
export const dutyText = (tax: Pick<Tax, 'vat'>) => `${tax.vat}%`;

/** Levy as read on screen: '5%', or '$5.00 per unit'. */
export const levyText = (tax: Pick<Tax, 'levy' | 'levy_kind'>) =>
  tax.levy_kind === 'percent' ? `${tax.levy}%` : `${formatDollars(parseCents(tax.levy))} per unit`;
