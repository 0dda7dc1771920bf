import type { OrderFormValues } from '../../../../domain/order-form';
import type { OrderFormData } from '../../../../domain/orders';

const text = (value: string | null | undefined) => value ?? '';

/** A queued order's body back into the form, so a refused order can be corrected and sent again. */
export const formValuesOfData = (data: OrderFormData): OrderFormValues => ({
  customer: data.customer,
  shipping_method: data.shipping_method,
  invoice_in_box: data.invoice_in_box,
  warehouse_via: data.warehouse_via,
  vendor: data.vendor,
  comments: text(data.comments),
  drop_fname: text(data.drop_fname),
  drop_lname: text(data.drop_lname),
  drop_phone: text(data.drop_phone),
  drop_email: text(data.drop_email),
  freight_company: data.freight_company ?? null,
  tracking_number: text(data.tracking_number),
  pickup_order: data.pickup_order ?? null,
  packages: data.packages.map((pkg) => ({
    ...pkg,
    items: pkg.items.map((item) => ({ ...item, invoice_number: text(item.invoice_number), product_type: text(item.product_type) })),
  })),
});
