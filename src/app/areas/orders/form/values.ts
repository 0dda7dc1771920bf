import type { UseFormReturnType } from '@mantine/form';
import { zOrderForm, zOrderItemForm, type OrderFormValues } from '../../../../domain/order-form';
import { freightCompanies, hasValidUnitPrices, normaliseViaGroup, orderDefaults, type Order, type OrderFormData, type WarehouseVia } from '../../../../domain/orders';
import { defaultShippingMethod, shippingMethods } from '../../../../domain/shipping-methods';

export type OrderForm = UseFormReturnType<OrderFormValues>;
export type PackageValues = OrderFormValues['packages'][number];
export type ItemValues = PackageValues['items'][number];

export const blankItem = (): ItemValues => ({
  description: '',
  tax_id: null,
  quantity: '',
  unit_price: '',
  hazard: false,
  fragile: false,
  invoice_number: '',
  product_type: '',
});

// Vendor shipping and item tax start at 0 (portal spec §5); the measures start empty so that each must be entered.
export const blankPackage = (): PackageValues => ({
  type: 'box',
  description: '',
  itemsno: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  vendor_shipping: 0,
  item_tax: 0,
  items: [blankItem()],
});

/** A new order: standard, no invoice in box, courier (portal spec §9), with a scanned tracking number if one came along. */
export const newOrderValues = (trackingNumber: string): OrderFormValues => ({
  customer: null,
  shipping_method: orderDefaults.shipping_method,
  invoice_in_box: orderDefaults.invoice_in_box,
  warehouse_via: orderDefaults.warehouse_via,
  vendor: '',
  comments: '',
  drop_fname: '',
  drop_lname: '',
  drop_phone: '',
  drop_email: '',
  freight_company: null,
  tracking_number: trackingNumber,
  pickup_order: null,
  packages: [blankPackage()],
});

export const orderValues = (order: Order): OrderFormValues => ({
  customer: order.user.id,
  shipping_method: shippingMethods.find((method) => method === order.delivery) ?? defaultShippingMethod,
  invoice_in_box: order.invoice_in_box === 'yes' ? 1 : 0,
  warehouse_via: order.warehouse_via,
  vendor: order.vendor,
  comments: order.comments ?? '',
  drop_fname: order.drop_fname ?? '',
  drop_lname: order.drop_lname ?? '',
  drop_phone: order.drop_phone ?? '',
  drop_email: order.drop_email ?? '',
  freight_company: freightCompanies.find((company) => company === order.freight_name) ?? null,
  tracking_number: order.freight_tracking ?? '',
  pickup_order: order.pickup?.id ?? null,
  packages: order.packages.map((pkg) => ({
    id: pkg.id,
    type: pkg.package_type,
    description: pkg.description,
    itemsno: pkg.itemsno,
    weight: pkg.weight,
    length: pkg.length,
    width: pkg.width,
    height: pkg.height,
    vendor_shipping: pkg.vendor_shipp,
    item_tax: pkg.item_tax,
    items: pkg.items.map((item) => ({
      id: item.id,
      description: item.description,
      tax_id: item.tax_id,
      quantity: item.quantity,
      unit_price: item.unit_price,
      hazard: item.hazard,
      fragile: item.fragile,
      invoice_number: item.invoice_number ?? '',
      product_type: item.product_type ?? '',
    })),
  })),
});

const viaGroups = {
  individual: ['drop_fname', 'drop_lname', 'drop_phone', 'drop_email'],
  courier: ['freight_company', 'tracking_number'],
  'pick-up': ['pickup_order'],
} as const satisfies Record<WarehouseVia, readonly (keyof OrderFormValues)[]>;

/**
 * Choosing how the goods came in resets that group to where the form started and empties the
 * other two (portal spec §4), so no stale tracking number rides along with a walk-in.
 */
export const switchVia = (form: OrderForm, via: WarehouseVia) => {
  const initial = form.getInitialValues();
  const next: Partial<OrderFormValues> = { warehouse_via: via };
  for (const [group, fields] of Object.entries(viaGroups)) {
    for (const field of fields) {
      const empty = field === 'freight_company' || field === 'pickup_order' ? null : '';
      Object.assign(next, { [field]: group === via ? initial[field] : empty });
    }
  }
  form.setValues(next);
};

const blankToNull = (text: string | null | undefined) => (text ? text : null);

/** What the API takes: the parsed form, only the warehouse_via group kept, empty optional text sent as null. */
export const orderData = (values: OrderFormValues): OrderFormData => {
  const data = normaliseViaGroup(zOrderForm.parse(values));
  return {
    ...data,
    comments: blankToNull(data.comments),
    drop_fname: blankToNull(data.drop_fname),
    drop_lname: blankToNull(data.drop_lname),
    drop_phone: blankToNull(data.drop_phone),
    drop_email: blankToNull(data.drop_email),
    tracking_number: blankToNull(data.tracking_number),
    packages: data.packages.map((pkg) => ({
      ...pkg,
      items: pkg.items.map((item) => ({ ...item, invoice_number: blankToNull(item.invoice_number), product_type: blankToNull(item.product_type) })),
    })),
  };
};

/** True while some entered unit price is under $5: the staff warning of portal spec §5 shows. */
export const hasLowUnitPrice = (values: OrderFormValues) =>
  !hasValidUnitPrices(
    values.packages.map((pkg) => ({
      items: pkg.items.flatMap((item) => {
        const price = zOrderItemForm.shape.unit_price.safeParse(item.unit_price);
        return price.success ? [{ unit_price: price.data }] : [];
      }),
    })),
  );

/** The errors of the fields under a path prefix, as one comparable text. */
export const errorsUnder = (errors: Record<string, unknown>, prefix: string) =>
  JSON.stringify(Object.entries(errors).filter(([path]) => path.startsWith(prefix)));
