import { z } from 'zod';
import { zPage, zTimestamp } from './common';
import { blankAsMissing, requiredText } from './fields';
import { centsToDollars } from './pricing';
import { dollarsField } from './pricing/input-fields';

/** CC payments list 20 a page, newest first. */
export const creditsPageSize = 20;

/** Finance spec §5, Credit card payment form; the cost's own messages come from dollarsField('Cost'). */
export const creditMessages = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  vendorRequired: 'Vendor is required',
  descriptionRequired: 'Description is required',
  costRequired: 'Cost is required',
  /** The cost and its fee must fit the stored columns; only an absurd card-fee rate gets here. */
  tooLarge: 'This cost with its card fee is too large to record.',
} as const;

/** POST /credits (finance spec §3): who the purchase was for, where, what, and its cost in dollars. */
export const zCreditBody = z
  .object({
    firstName: requiredText(creditMessages.firstNameRequired, 100),
    lastName: requiredText(creditMessages.lastNameRequired, 100),
    vendor: requiredText(creditMessages.vendorRequired, 200),
    description: requiredText(creditMessages.descriptionRequired, 1_000),
    value: dollarsField('Cost'),
  })
  .meta({ id: 'CreditBody' });
export type CreditBody = z.infer<typeof zCreditBody>;

/** The add dialog: the cost box starts empty, and empty reads as 'Cost is required'. */
export const zCreditForm = zCreditBody.extend({ value: blankAsMissing(zCreditBody.shape.value) });
export type CreditFormValues = z.input<typeof zCreditForm>;
export const blankCreditForm: CreditFormValues = { firstName: '', lastName: '', vendor: '', description: '', value: '' };

/**
 * A CC payment (finance spec §3): a purchase the office paid by card for a customer, who owes its
 * cost (`value`) and the card's processing fee. Money is dollars; `fee_rate` is the card-fee rate
 * it was priced at, in percent (3 for 3%).
 */
export const zCredit = z
  .object({
    id: z.number().int(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    vendor: z.string(),
    description: z.string(),
    value: z.number(),
    processingFee: z.number(),
    total: z.number(),
    fee_rate: z.number(),
    created_at: zTimestamp,
    /** The staff member who recorded it. */
    created_by: z.string(),
  })
  .meta({ id: 'CreditPayment' });
export type Credit = z.infer<typeof zCredit>;

const search = z.string().trim().max(100, { error: 'At most 100 characters' }).default('');

/** GET /credits: `search` is an id, or part of the name, vendor or description. */
export const zCreditsQuery = z.object({ page: zPage, search });
export type CreditsQuery = z.infer<typeof zCreditsQuery>;
/** GET /credits.csv: the same search, every matching row. */
export const zCreditsCsvQuery = z.object({ search });

export const zCreditsPage = z
  .object({ data: z.array(zCredit), meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'CreditsPage' });
export type CreditsPage = z.infer<typeof zCreditsPage>;

/** Basis points as the percentage shown: 300 → 3, 275 → 2.75 (hundredths of a percent, as cents are of a dollar). */
export const percentOfBasisPoints = centsToDollars;
