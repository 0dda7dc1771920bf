import { z } from 'zod';
import { passwordMinLength } from './constants';

/** The largest value of a PostgreSQL integer column: every id, and every whole number stored. */
export const pgIntegerMax = 2_147_483_647;
/** The largest value of a smallint column: locations and islands are keyed by one. */
export const pgSmallintMax = 32_767;

export const controlCharacterMessage = 'Must not contain control characters';
/**
 * Control characters (Unicode's Cc: C0, DEL and C1) except the tab and line breaks that notes and
 * addresses may hold, and Unicode's non-characters (U+FFFE, U+FFFF and the like), which no keyboard
 * types and which a printer or another system may choke on. NUL is the one PostgreSQL text refuses
 * outright (the server refuses it in every string it takes); the rest are never typed on purpose
 * into a name, a phone or a note.
 */
const controlCharacters = /(?![\t\n\r])\p{Cc}|\p{Noncharacter_Code_Point}/u;
const everyControlCharacter = new RegExp(controlCharacters.source, 'gu');
/** The text without those characters, for a name taken as given (an upload's file name). */
export const stripControlCharacters = (text: string) => text.replace(everyControlCharacter, '');
const withoutControls = (text: z.ZodString) => text.refine((value) => !controlCharacters.test(value), { error: controlCharacterMessage });
/** A check of the same characters for a field that is not built from requiredText or optionalText. */
export const hasNoControlCharacters = (value: string) => !controlCharacters.test(value);

/** Field builders that carry the spec's own validation messages (§5). */
export const requiredText = (message: string, max = 255) =>
  withoutControls(z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` }));

export const optionalText = (max = 255) =>
  withoutControls(z.string().trim().max(max, { error: `At most ${max} characters` })).optional().nullable();

export const zEmailField = requiredText('E-mail is required').pipe(z.email({ error: 'Must be valid e-mail' }));

export const zNewPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(passwordMinLength, { error: `Password must be at least ${passwordMinLength} characters` })
  .max(200, { error: 'Password is too long' });

const decimalDigits = /^[0-9]+$/;

/**
 * Decimal digits to their number; anything else is left as it is, for the number check to refuse.
 * Number() alone reads '0x10', '1e3', ' 16' and '' as numbers: DELETE /orders/0x10 deleted order 16.
 */
export const readDecimalText = (value: unknown) => (typeof value === 'string' && decimalDigits.test(value) ? Number(value) : value);

/**
 * An id as a JSON number, within its column (pgSmallintMax for locations and islands). Out of range
 * fails as too_big or too_small, which errors.ts answers with 404 when the id is in the path: such a
 * record cannot exist.
 */
export const zIdNumber = (message: string, max = pgIntegerMax) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max}` });

/** An id as a number or as the decimal text a path, a query string or a form select carries. */
export const zPositiveId = (message: string, max = pgIntegerMax) => z.preprocess(readDecimalText, zIdNumber(message, max));

/** An id in a path or a query string. */
export const zIdText = zPositiveId('Must be an id');

/** The one strict reading of an id from text: decimal digits only, 1..pgIntegerMax, else undefined. */
export const parseId = (text: string | undefined): number | undefined => zIdText.safeParse(text).data;

/**
 * The years a date the API takes may lie in. PostgreSQL refuses year 0000, and nothing a freight
 * forwarder records (orders, scans, deliveries, rates, reports) lies outside these.
 */
export const dateYears = { first: 1900, last: 2999 } as const;
const yearsMessage = `Must be in the years ${dateYears.first} to ${dateYears.last}`;
// Both formats start with a four-digit year; a text that fails the format stops there (abort).
const inDateYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= dateYears.first && year <= dateYears.last;
};

/** A calendar date, 'YYYY-MM-DD' (a business day in Nassau wherever the API takes one). */
export const dateField = (message: string) => z.iso.date({ error: message, abort: true }).refine(inDateYears, { error: yearsMessage });

/** An ISO 8601 date and time with its offset, such as a device's time of a scan or a tick. */
export const dateTimeField = (message: string) => z.iso.datetime({ offset: true, error: message, abort: true }).refine(inDateYears, { error: yearsMessage });

/**
 * For form variants of a body: an empty number input holds '' and a cleared select null; both
 * count as missing, so the field's own "is required" message applies.
 */
export const blankAsMissing = <T extends z.ZodType>(field: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), field);
