import { z } from 'zod';
import { formNumber } from '../../../domain/order-form';
import { maxInvoiceFees, zInvoiceFeesBody, type Invoice } from '../../../domain/invoices';

const fee = zInvoiceFeesBody.shape.fees.element;

/**
 * The fee form's variant of zInvoiceFeesBody: an amount box holds '' when empty, which counts as
 * missing, so its own 'Amount is required' applies (portal spec §5). It parses to the body itself.
 */
export const zFeesForm = zInvoiceFeesBody.extend({
  fees: z.array(fee.extend({ amount: formNumber(fee.shape.amount) })).max(maxInvoiceFees, { error: `At most ${maxInvoiceFees} fees` }),
});
export type FeesFormValues = z.input<typeof zFeesForm>;

export const blankFee = () => ({ name: '', amount: '' });

/** The invoice's fees as they are, or one blank row to type into when it has none. */
export const feesFormValues = (invoice: Invoice): FeesFormValues => ({
  fees: invoice.fees.length > 0 ? invoice.fees.map((row) => ({ name: row.name, amount: row.amount })) : [blankFee()],
});
