import { z } from 'zod';
import { zPage, zTimestamp } from './common';
import { normalizeScannedCode } from './barcode';
import { blankAsMissing, requiredText } from './fields';
import { freightCompanies } from './orders';
import { centsToDollars, tryParseCents } from './pricing';
import { inputLimits } from './pricing/input-fields';
import { uploadMessages } from './uploads';

/** Both lists of prealerts hold 20 a page, newest first. */
export const prealertsPageSize = 20;

/** The multipart field of the optional invoice file, as on an order's invoice upload. */
export const prealertFileField = 'file';

/** What a prealert is for, in one line: the customer's screen says it above the list. */
export const prealertPurpose =
  'Tell us about a parcel on its way to our Miami warehouse, so we know whose it is the moment it arrives.';

export const prealertMessages = {
  trackingRequired: 'Tracking number is required',
  vendorRequired: 'Vendor is required',
  descriptionRequired: 'Description is required',
  valueRequired: 'Declared value is required',
  valueAmount: 'Declared value must be an amount in dollars and cents',
  valueNegative: 'Declared value must be at least 0',
  valueTooLarge: 'Declared value is too large',
  courier: 'Choose one of the listed couriers',
  fileType: uploadMessages.invoiceType,
  fileTooLarge: uploadMessages.tooLarge,
  oneFile: 'Attach one invoice file.',
  repeated: 'You have already told us about this tracking number. Withdraw that prealert to file it again.',
  received: 'This parcel has been received, so its prealert can no longer be withdrawn.',
} as const;

/**
 * A carrier tracking number as it is stored and matched: the order form's rules (required, at most
 * 100 characters, no control characters), then read as a scanned code is (capitals, no spaces), so
 * "1z 999 aa1…" from a carrier's e-mail matches the label a scanner reads.
 */
const trackingNumber = requiredText(prealertMessages.trackingRequired, 100)
  .transform(normalizeScannedCode)
  .pipe(z.string().min(1, { error: prealertMessages.trackingRequired }));

/** Text from a multipart field or a number box: an amount in dollars ("12.50", "$1,250") to its number, exactly. */
const readAmount = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const cents = tryParseCents(value);
  return cents === undefined ? value : centsToDollars(cents);
};

const declaredValue = z.preprocess(
  readAmount,
  z
    .number({ error: (issue) => (issue.input === undefined ? prealertMessages.valueRequired : prealertMessages.valueAmount) })
    .min(0, { error: prealertMessages.valueNegative })
    .max(inputLimits.dollars, { error: prealertMessages.valueTooLarge })
    .refine((value) => tryParseCents(value) !== undefined, { error: prealertMessages.valueAmount }),
);

/**
 * POST /users/{id}/prealerts: the text fields of the multipart body (the file comes beside them).
 * The app's form validates with the same schema; its number box holds a number or ''.
 */
export const zPrealertBody = z
  .object({
    tracking_number: trackingNumber,
    courier: blankAsMissing(z.enum(freightCompanies, { error: prealertMessages.courier }).optional()),
    vendor: requiredText(prealertMessages.vendorRequired, 200),
    description: requiredText(prealertMessages.descriptionRequired, 500),
    value: declaredValue,
  })
  .meta({ id: 'PrealertBody' });
export type PrealertBody = z.output<typeof zPrealertBody>;
/** The dialog's values: the courier select holds null when none is chosen, the amount box '' when empty. */
export type PrealertFormValues = z.input<typeof zPrealertBody>;
export const blankPrealertForm: PrealertFormValues = { tracking_number: '', courier: null, vendor: '', description: '', value: '' };

/** The multipart fields the server reads; any other field is ignored. */
export const prealertTextFields = ['tracking_number', 'courier', 'vendor', 'description', 'value'] as const;

export const prealertStates = ['waiting', 'received'] as const;
export type PrealertState = (typeof prealertStates)[number];

export const zPrealert = z
  .object({
    id: z.number().int(),
    customer: z.object({ id: z.number().int(), full_name: z.string(), location: z.object({ id: z.number().int(), name: z.string() }) }),
    tracking_number: z.string(),
    courier: z.enum(freightCompanies).nullable(),
    vendor: z.string(),
    description: z.string(),
    /** The declared value in dollars. */
    value: z.number(),
    /** The invoice the customer attached, while the prealert holds it; once received it is the order's upload. */
    file: z.object({ url: z.string(), file_name: z.string() }).nullable(),
    state: z.enum(prealertStates),
    order_id: z.number().int().nullable(),
    received_at: zTimestamp.nullable(),
    created_at: zTimestamp,
  })
  .meta({ id: 'Prealert' });
export type Prealert = z.infer<typeof zPrealert>;

export const zPrealertsPage = z
  .object({ data: z.array(zPrealert), meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'PrealertsPage' });
export type PrealertsPage = z.infer<typeof zPrealertsPage>;

export const zCustomerPrealertsQuery = z.object({ page: zPage });

const queryText = z.string().trim().max(100, { error: 'At most 100 characters' }).default('');

/** GET /prealerts (staff): open prealerts; `tracking` is one number exactly, `search` part of a number, vendor or customer name. */
export const zOpenPrealertsQuery = z.object({ page: zPage, search: queryText, tracking: queryText });
export type OpenPrealertsQuery = z.infer<typeof zOpenPrealertsQuery>;
