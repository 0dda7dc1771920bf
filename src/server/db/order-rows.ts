import type { OrderItemInput, OrderPackageInput } from '../../domain/orders';
import { parseCents } from '../../domain/pricing';
import type { items, packages } from './schema';

export type PackageValues = Omit<typeof packages.$inferInsert, 'id' | 'orderId' | 'barcode' | 'sect' | 'createdAt'>;
export type ItemValues = Omit<typeof items.$inferInsert, 'id' | 'packageId'>;

/*
 * The columns a package and an item are written with, from the order form's input. Beside the
 * schema rather than in the orders area, because the demo seed writes its orders in bulk with
 * exactly these, and the seed stays below the areas.
 */

export const packageValues = (input: OrderPackageInput, position: number): PackageValues => ({
  position,
  type: input.type,
  description: input.description,
  itemsNo: input.itemsno,
  weightLb: input.weight,
  lengthCm: input.length,
  widthCm: input.width,
  heightCm: input.height,
  vendorShippingCents: parseCents(input.vendor_shipping),
  itemTaxCents: parseCents(input.item_tax),
});

export const itemValues = (input: OrderItemInput): ItemValues => ({
  description: input.description,
  taxId: input.tax_id,
  quantity: input.quantity,
  unitPriceCents: parseCents(input.unit_price),
  hazard: input.hazard,
  fragile: input.fragile,
  invoiceNumber: input.invoice_number ?? null,
  productType: input.product_type ?? null,
});
