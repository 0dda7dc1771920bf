import type { OrderFormData, OrderItemInput, OrderPackageInput } from '../../../domain/orders';
import { parseCents } from '../../../domain/pricing';
import type { ItemValues, NewOrder, PackageValues } from './queries';
import { summariseOrder } from '../../../domain/order-summary';

/** The order columns a save writes, from a body already passed through normaliseViaGroup. */
export const orderValues = (data: OrderFormData) =>
  ({
    shippingMethod: data.shipping_method,
    invoiceInBox: data.invoice_in_box === 1,
    warehouseVia: data.warehouse_via,
    vendor: data.vendor,
    comments: data.comments ?? null,
    dropFname: data.drop_fname ?? null,
    dropLname: data.drop_lname ?? null,
    dropPhone: data.drop_phone ?? null,
    dropEmail: data.drop_email ?? null,
    freightCompany: data.freight_company ?? null,
    trackingNumber: data.tracking_number ?? null,
    pickupId: data.pickup_order ?? null,
    ...summariseOrder(data.packages),
  }) satisfies Partial<NewOrder>;

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
