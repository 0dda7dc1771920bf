import { z } from 'zod';
import { zOrderFormData, zOrderItemInput, zOrderPackageInput } from './orders';

/**
 * A number input holds '' when empty, and while a number is being typed it may hold text such as
 * '12.50' or '12.' (kept as text so the trailing characters stay on screen): that is the number.
 */
export const formNumber = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && Number.isFinite(Number(value))) return Number(value);
    return value;
  }, field);

/*
 * The order form's variant of zOrderFormData: its number inputs start empty ('') and a cleared one
 * counts as missing, so the field's own "is required" message of §5 applies. What it parses to is
 * exactly an OrderFormData.
 */

const item = zOrderItemInput.shape;
export const zOrderItemForm = zOrderItemInput.extend({
  quantity: formNumber(item.quantity),
  unit_price: formNumber(item.unit_price),
});

const pkg = zOrderPackageInput.shape;
export const zOrderPackageForm = zOrderPackageInput.extend({
  itemsno: formNumber(pkg.itemsno),
  weight: formNumber(pkg.weight),
  length: formNumber(pkg.length),
  height: formNumber(pkg.height),
  width: formNumber(pkg.width),
  vendor_shipping: formNumber(pkg.vendor_shipping.unwrap()),
  item_tax: formNumber(pkg.item_tax.unwrap()),
  items: z.array(zOrderItemForm, { error: 'Items are required' }).min(1, { error: 'Add at least one item' }).max(200),
});

export const zOrderForm = zOrderFormData.extend({
  packages: z.array(zOrderPackageForm, { error: 'Packages are required' }).min(1, { error: 'Add at least one package' }).max(100),
});
export type OrderFormValues = z.input<typeof zOrderForm>;
