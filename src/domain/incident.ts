import { z } from 'zod';
import { zPage } from './common';
import { blankAsMissing, dateField, pgIntegerMax, readDecimalText } from './fields';
import { invoiceStatuses } from './invoices';

/**
 * The Incident Report (finance spec §2, §3 "Incident data"): invoices whose stored totals differ
 * from what the pricing engine makes of them again at the rates of their date. Figures are cents.
 */

/** Incorrect invoices a page. */
export const incidentPageSize = 25;
/** Without dates the report reads the last 30 Nassau days, today included. */
export const incidentDefaultDays = 30;
/** A longer range is refused: every invoice in it is repriced, and a year of them takes minutes. */
export const incidentMaxDays = 92;
/** Invoices one re-check may name. */
export const recheckMaxIds = 50;

export const incidentMessages = {
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  toBeforeFrom: 'To must not be before From',
  tooLong: `The range may span at most ${incidentMaxDays} days`,
  idsRequired: 'Enter at least one invoice id',
  badId: 'Invoice ids are whole numbers from 1, separated by commas',
  tooMany: `At most ${recheckMaxIds} invoices at a time`,
} as const;

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dayOf = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);
/** The day `days` after `date` (before, when negative): calendar arithmetic on 'YYYY-MM-DD'. */
export const addDays = (date: string, days: number) => dayOf(dayNumber(date) + days);

/** The range that ends on `to` (today, when the caller names neither end) and spans the default days. */
export const defaultIncidentRange = (to: string) => ({ from: addDays(to, 1 - incidentDefaultDays), to });

const spanDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;
const bothEnds = (query: { from?: string | undefined; to?: string | undefined }): query is { from: string; to: string } => Boolean(query.from && query.to);

/**
 * GET /invoices/incorrect: invoices created from `from` to `to`, Nassau days, both included. One end
 * alone spans the default days from it (or up to it), and neither ends on the server's today
 * (`incidentRange`); both are checked here.
 */
export const zIncorrectInvoicesQuery = z
  .object({
    from: blankAsMissing(dateField(incidentMessages.from).optional()),
    to: blankAsMissing(dateField(incidentMessages.to).optional()),
    page: zPage,
  })
  .refine((query) => !bothEnds(query) || query.from <= query.to, { error: incidentMessages.toBeforeFrom, path: ['to'] })
  .refine((query) => !bothEnds(query) || query.to < query.from || spanDays(query.from, query.to) <= incidentMaxDays, { error: incidentMessages.tooLong, path: ['to'] });
export type IncorrectInvoicesQuery = z.output<typeof zIncorrectInvoicesQuery>;

/** The days a query reads: what it names, one end spanning the default days, or the default days up to `today`. */
export const incidentRange = (query: Pick<IncorrectInvoicesQuery, 'from' | 'to'>, today: string) => {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, incidentDefaultDays - 1) };
  return defaultIncidentRange(query.to ?? today);
};

/** One set of incident figures (spec §3), in cents. */
export const zIncidentFigures = z
  .object({ totalProcessing: z.number().int(), vatTotal: z.number().int(), grand_total: z.number().int() })
  .meta({ id: 'IncidentFigures', description: 'The processing fee, the VAT total and the grand total, in cents.' });
export type IncidentFigures = z.infer<typeof zIncidentFigures>;

/**
 * An invoice with its two sets: index 0 as stored, index 1 as the engine prices it again (null,
 * with `problem`, when it cannot), and the difference correct − stored.
 */
export const zIncidentInvoice = z
  .object({
    id: z.number().int(),
    pseudo_id: z.string(),
    order_id: z.number().int(),
    customer: z.string(),
    /** The Nassau day the invoice was created. */
    date: z.iso.date(),
    rates_date: z.iso.date(),
    status: z.enum(invoiceStatuses),
    sets: z.tuple([zIncidentFigures, zIncidentFigures.nullable()]),
    difference: zIncidentFigures.nullable(),
    problem: z.string().nullable(),
  })
  .meta({ id: 'IncidentInvoice' });
export type IncidentInvoice = z.infer<typeof zIncidentInvoice>;

export const zIncorrectInvoicesPage = z
  .object({
    data: z.array(zIncidentInvoice),
    meta: z.object({ from: z.iso.date(), to: z.iso.date(), current_page: z.number().int(), page_size: z.number().int(), has_next: z.boolean() }),
  })
  .meta({ id: 'IncorrectInvoicesPage' });
export type IncorrectInvoicesPage = z.infer<typeof zIncorrectInvoicesPage>;

const idSeparators = /[\s,]+/;
/** The query's form: decimal ids and commas, nothing else, as with every id the API reads from text. */
const idList = /^[0-9]+(,[0-9]+)*$/;

/** '1042, 1043 1044' → [1042, 1043, 1044], each once, in the order typed; undefined when a part is not an id. */
export const parseInvoiceIds = (text: string): number[] | undefined => {
  const ids = text.split(idSeparators).filter((part) => part !== '').map(readDecimalText);
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= pgIntegerMax)) return undefined;
  return [...new Set(ids)];
};

/** What a person typed into the re-check box (commas, spaces or lines between ids): the ids, or why not. */
export const readTypedIds = (text: string): { ids: number[]; error: null } | { ids: null; error: string } => {
  const ids = parseInvoiceIds(text);
  if (!ids) return { ids: null, error: incidentMessages.badId };
  if (ids.length === 0) return { ids: null, error: incidentMessages.idsRequired };
  if (ids.length > recheckMaxIds) return { ids: null, error: incidentMessages.tooMany };
  return { ids, error: null };
};

const missing = (input: unknown) => input === undefined || input === '';

/** GET /invoices/upload?ids=1042,1043: the invoices to re-check, each once in the order named. */
export const zRecheckQuery = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' && idList.test(value) ? (parseInvoiceIds(value) ?? value) : value),
    z
      .array(z.number({ error: incidentMessages.badId }).int(), { error: (issue) => (missing(issue.input) ? incidentMessages.idsRequired : incidentMessages.badId) })
      .min(1, { error: incidentMessages.idsRequired })
      .max(recheckMaxIds, { error: incidentMessages.tooMany }),
  ),
});
export type RecheckQuery = z.output<typeof zRecheckQuery>;

export const zRecheckResult = z
  .object({
    results: z.array(zIncidentInvoice.extend({ match: z.boolean() })),
    not_found: z.array(z.number().int()),
  })
  .meta({ id: 'RecheckResult' });
export type RecheckResult = z.infer<typeof zRecheckResult>;
