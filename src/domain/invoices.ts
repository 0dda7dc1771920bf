import { z } from 'zod';
import { zTimestamp } from './common';
import { blankAsMissing, requiredText, zIdNumber, zPositiveId } from './fields';
import { orderMessages } from './orders';
import { dollarsField } from './pricing/input-fields';
import { invoiceTypes, type InvoiceType } from './pricing/invoice';
import { documentationFeeSince } from './pricing/default-rates';
import { zShippingMethod } from './shipping-methods';

export { invoiceTypes, type InvoiceType } from './pricing/invoice';

export const invoiceStatuses = ['unpaid', 'approved', 'paid'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Types only an admin may set or pay with (portal spec §6); other staff choose cash, check or card. */
export const adminOnlyInvoiceTypes = ['bank', 'online'] as const satisfies readonly InvoiceType[];
export const staffInvoiceTypes = ['cash', 'check', 'card'] as const satisfies readonly InvoiceType[];
export const invoiceTypesFor = (isAdmin: boolean): readonly InvoiceType[] => (isAdmin ? invoiceTypes : staffInvoiceTypes);

export const invoiceTypeLabels: Record<InvoiceType, string> = { online: 'Online', cash: 'Cash', check: 'Check', card: 'Card', bank: 'Bank' };
export const invoiceStatusLabels: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', approved: 'Approved', paid: 'Paid' };

/** Manual invoice sources (portal spec §9). */
export const manualInvoiceTypes = ['Amazon', 'Ebay'] as const;

/** Invoices priced on or after the documentation-fee date are the "new" invoice (finance spec §9 cut-off). */
export const isNewInvoice = (ratesDate: string) => ratesDate >= documentationFeeSince;

export const invoiceMessages = {
  alreadyInvoiced: 'This order already has an invoice.',
  lowUnitPrice: orderMessages.lowUnitPrice,
  noPackages: 'This order has no packages to invoice.',
  approvePaid: 'A paid invoice cannot be approved again.',
  unapprovePaid: 'A paid invoice cannot be unapproved.',
  payNotApproved: 'Only an approved invoice can be paid.',
  alreadyPaid: 'This invoice has already been paid.',
  feesPaid: 'Fees can be changed only while the invoice is unpaid.',
  typePaid: 'The type of a paid invoice cannot be changed.',
  typeAdminOnly: 'Only an admin may choose bank or online.',
  ownNameOnly: 'Invoices are recorded under your own name: workerID must be your own id.',
  setType: 'Choose how this invoice will be paid',
  noRates: 'No rates are in force on the date of this order.',
  taxNotFound: 'Tax category not found',
  tooLarge: 'These amounts are too large for one invoice.',
} as const;

const dollars = z.number();
const zFee = z.object({ name: z.string(), amount: dollars });

/** One package of an invoice as priced: weights in lb, money in dollars. */
export const zInvoicePackage = z.object({
  id: z.number().int(),
  barcode: z.string(),
  description: z.string(),
  actual_weight: z.number().int(),
  dimensional_weight: z.number().int(),
  charged_weight: z.number().int(),
  shipping_rate: dollars,
  shipping_total: dollars,
  value: dollars,
  duty: dollars,
  levy: dollars,
  hazard: dollars,
  fragile: dollars,
  overweight: dollars,
  storage: dollars,
  storage_days: z.number().int(),
});

/**
 * GET /invoices/{id} (portal spec §3 Invoice). Amounts are dollars. shipping_total is the freight
 * subtotal with the consolidation and overweight fees; regTotal is the forwarder's own charges with
 * their VAT, reimbursementTotal what it pays Customs on the customer's behalf (duty, levy,
 * processing and their VAT); value is their sum, what the cart adds; grandTotal adds the payment's
 * fees (convenience online, card fee at the counter) once paid. ccValue is what a card was charged.
 */
export const zInvoice = z
  .object({
    id: z.number().int(),
    pseudo_id: z.string(),
    kind: z.enum(['generated', 'manual']),
    status: z.enum(invoiceStatuses),
    type: z.enum(invoiceTypes).nullable(),
    payment_method: z.enum(invoiceTypes).nullable(),
    value: dollars,
    created_at: zTimestamp,
    approved_at: zTimestamp.nullable(),
    paid_on: zTimestamp.nullable(),
    rates_date: z.iso.date(),
    user: z.object({ id: z.number().int(), full_name: z.string(), account_type: z.string(), tin: z.string().nullable(), email: z.string() }),
    order: z.number().int(),
    order_delivery: zShippingMethod,
    packages: z.array(zInvoicePackage),
    manual: z
      .object({
        type: z.enum(manualInvoiceTypes),
        tax: z.object({ id: z.number().int(), description: z.string() }),
        items: z.array(z.object({ description: z.string(), quantity: z.number().int(), price: dollars })),
      })
      .nullable(),
    shipping_subtotal: dollars,
    shipping_total: dollars,
    consolidationFee: dollars,
    additional: dollars,
    hazardFee: dollars,
    fragileFee: dollars,
    usPickupFee: dollars,
    storageFees: dollars,
    documentation_fee: dollars,
    insurance: dollars,
    duty_total: dollars,
    levy_total: dollars,
    processing_fee: dollars,
    fees: z.array(zFee),
    fees_total: dollars,
    airFreightTax: dollars,
    freightVat: dollars,
    customsVat: dollars,
    feesVat: dollars,
    vat_total: dollars,
    regVat: dollars,
    regTotal: dollars,
    reimbursementVat: dollars,
    reimbursementTotal: dollars,
    convenienceFee: dollars,
    ccFees: dollars,
    ccValue: dollars.nullable(),
    lastFourDigits: z.string().nullable(),
    grandTotal: dollars,
    newInvoice: z.boolean(),
    c13: z
      .boolean()
      .describe('Whether a package of the invoice is flagged for a C13 customs entry (POST /packages/c13).'),
    /** Whether the invoice is in the cart of the user asking. */
    in_cart: z.boolean(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof zInvoice>;

/** A row of GET /users/{id}/invoices: the customer's invoices, newest first. */
export const zInvoiceRow = z
  .object({
    id: z.number().int(),
    pseudo_id: z.string(),
    order: z.number().int(),
    status: z.enum(invoiceStatuses),
    type: z.enum(invoiceTypes).nullable(),
    value: dollars,
    grandTotal: dollars,
    created_at: zTimestamp,
    paid_on: zTimestamp.nullable(),
    in_cart: z.boolean(),
  })
  .meta({ id: 'InvoiceRow' });
export type InvoiceRow = z.infer<typeof zInvoiceRow>;

/** GET /users/{id}/invoices?status=: the client dashboard's tabs ask for one state at a time. */
export const zUserInvoicesQuery = z.object({
  status: blankAsMissing(z.enum(invoiceStatuses, { error: 'Status must be unpaid, approved or paid' }).optional()),
});
/** A customer's invoices come back newest first, at most this many. */
export const userInvoicesLimit = 200;

/** POST /invoices?orderID=&workerID= (portal spec §7). workerID, when sent, must be the caller. */
export const zGenerateInvoiceQuery = z.object({
  orderID: zPositiveId('Order is required'),
  workerID: zPositiveId('Must be a user id').optional(),
});
export const zGeneratedInvoice = z.object({ id: z.number().int(), pseudo_id: z.string() }).meta({ id: 'GeneratedInvoice' });

/** PUT /invoices/{id} {type}. */
export const zInvoiceTypeBody = z.object({ type: z.enum(invoiceTypes, { error: 'Type is required' }) }).meta({ id: 'InvoiceTypeBody' });

/** approve and unapprove take workerID as the spec's calls send it; when sent it must be the caller. */
export const zInvoiceWorkerQuery = z.object({ workerID: zPositiveId('Must be a user id').optional() });

/**
 * GET|POST /invoices/{id}/pay?type=. branch is where cash or a check was taken (1 Madeira, 2 Harbor
 * Bay); it defaults to the paying admin's own location.
 */
export const zPayInvoiceQuery = z.object({
  type: z.enum(invoiceTypes, { error: 'Type is required' }),
  branch: z.preprocess((value) => (value === '' ? undefined : value), zPositiveId('Choose Madeira (1) or Harbor Bay (2)').pipe(z.union([z.literal(1), z.literal(2)], { error: 'Choose Madeira (1) or Harbor Bay (2)' })).optional()),
});

export const maxInvoiceFees = 20;
/** POST /invoices/{id}/fees {fees}: the invoice's named fees, replaced as a whole (portal spec §5 fee form). */
export const zInvoiceFeesBody = z
  .object({
    fees: z
      .array(z.object({ name: requiredText('Name is required', 100), amount: dollarsField('Amount') }), { error: 'Fees are required' })
      .max(maxInvoiceFees, { error: `At most ${maxInvoiceFees} fees` }),
  })
  .meta({ id: 'InvoiceFeesBody' });
export type InvoiceFeesBody = z.infer<typeof zInvoiceFeesBody>;

export const maxManualItems = 50;
/**
 * POST /orders/{id}/create-manual (portal spec §3 Manual invoice form): the purchase's items and the
 * tax category their duty follows. Freight comes from the order's packages as for a generated one.
 */
export const zManualInvoiceBody = z
  .object({
    type: z.enum(manualInvoiceTypes, { error: 'Type is required' }),
    items: z
      .array(
        z.object({
          description: requiredText('Description is required', 500),
          quantity: z.number({ error: 'Quantity is required' }).int({ error: 'Quantity must be a whole number' }).min(1, { error: 'Quantity must be at least 1' }).max(100_000),
          price: dollarsField('Price'),
        }),
        { error: 'Items are required' },
      )
      .min(1, { error: 'Add at least one item' })
      .max(maxManualItems, { error: `At most ${maxManualItems} items` }),
    tax: zPositiveId('Tax is required'),
  })
  .meta({ id: 'ManualInvoiceBody' });
export type ManualInvoiceBody = z.infer<typeof zManualInvoiceBody>;

/** Who an invoice is for and what it is, for the activity log and mail. */
export const invoiceLabel = (invoice: { pseudo_id: string }) => `invoice #${invoice.pseudo_id}`;

export const zInvoiceIdBody = z.object({ invoice: zIdNumber('Invoice is required') });
