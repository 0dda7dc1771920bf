import { z } from 'zod';
import { blankAsMissing } from '../../../../domain/fields';
import { formNumber } from '../../../../domain/order-form';
import { maxManualItems, zManualInvoiceBody } from '../../../../domain/invoices';

const item = zManualInvoiceBody.shape.items.element;

/**
 * The manual invoice form's variant of zManualInvoiceBody: its number boxes hold '' when empty,
 * which counts as missing, and the type select starts empty (null), so each field's own "is
 * required" applies. It parses to the body itself.
 */
export const zManualInvoiceForm = zManualInvoiceBody.extend({
  type: blankAsMissing(zManualInvoiceBody.shape.type),
  items: z
    .array(item.extend({ quantity: formNumber(item.shape.quantity), price: formNumber(item.shape.price) }), { error: 'Items are required' })
    .min(1, { error: 'Add at least one item' })
    .max(maxManualItems, { error: `At most ${maxManualItems} items` }),
});
export type ManualInvoiceFormValues = z.input<typeof zManualInvoiceForm>;

export const blankManualItem = () => ({ description: '', quantity: '', price: '' });

export const blankManualInvoice = (): ManualInvoiceFormValues => ({ type: null, items: [blankManualItem()], tax: null });
