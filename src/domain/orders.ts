import { z } from 'zod';
import { zPage } from './common';
import { blankAsMissing, dateField, optionalText, pgSmallintMax, requiredText, zIdNumber, zPositiveId } from './fields';
import { zShippingMethod, defaultShippingMethod, filterShippingMethods } from './shipping-methods';
import { tryParseCents } from './pricing';
import { dollarsField, measureField } from './pricing/input-fields';

export const packageTypes = ['envelope', 'box'] as const;
export const warehouseVias = ['individual', 'courier', 'pick-up'] as const;
export type WarehouseVia = (typeof warehouseVias)[number];
export const freightCompanies = ['ups', 'dhl', 'fedex', 'usps', 'laser freight', 'china post', 'amazon'] as const;
export const orderStatuses = ['pending', 'shipped', 'on-route', 'canceled', 'delivered'] as const;

/** New-order defaults of portal spec §9. */
export const orderDefaults = { shipping_method: defaultShippingMethod, invoice_in_box: 0, warehouse_via: 'courier' } as const;

/** Items below this unit price need a special user to invoice (portal spec §5, §9). */
export const unitPriceThresholdCents = 500;
export const descriptionCutLength = 30;

const yesNo = z.union([z.literal(0), z.literal(1)], { error: (issue) => (issue.input === undefined ? 'Invoice in box is required' : 'Choose yes or no') });

const flag = (label: string) => z.union([z.boolean(), z.literal(0), z.literal(1)], { error: `${label} is required` }).transform(Boolean);

export const zOrderItemInput = z.object({
  id: zIdNumber('Must be an item id').optional(),
  description: requiredText('Description is required', 500),
  tax_id: zPositiveId('Tax category is required'),
  quantity: z.number({ error: 'Quantity is required' }).int({ error: 'Quantity must be a whole number' }).min(1, { error: 'Quantity must be at least 1' }).max(100_000),
  unit_price: dollarsField('Unit price'),
  hazard: flag('Hazard'),
  fragile: flag('Fragile'),
  invoice_number: optionalText(100),
  product_type: optionalText(100),
});
export type OrderItemInput = z.infer<typeof zOrderItemInput>;

/** Dimensions in cm and weight in lb, as the order form takes them (portal spec §9). */
export const zOrderPackageInput = z.object({
  id: zIdNumber('Must be a package id').optional(),
  type: z.enum(packageTypes, { error: 'Type is required' }),
  description: requiredText('Description is required', 500),
  itemsno: z.number({ error: 'Number of items is required' }).int().min(1, { error: 'Number of items must be at least 1' }).max(100_000),
  weight: measureField('Weight', 100_000),
  length: measureField('Length', 10_000),
  height: measureField('Height', 10_000),
  width: measureField('Width', 10_000),
  vendor_shipping: dollarsField('Vendor shipping').default(0),
  item_tax: dollarsField('Item tax').default(0),
  items: z.array(zOrderItemInput, { error: 'Items are required' }).min(1, { error: 'Add at least one item' }).max(200),
});
export type OrderPackageInput = z.infer<typeof zOrderPackageInput>;

/** The order form payload (portal spec §3): the common fields plus the group of its warehouse_via. */
export const zOrderFormData = z.object({
  customer: zPositiveId('Customer is required'),
  shipping_method: zShippingMethod,
  invoice_in_box: yesNo,
  warehouse_via: z.enum(warehouseVias, { error: 'Warehouse via is required' }),
  vendor: requiredText('Vendor is required', 200),
  comments: optionalText(2000),
  packages: z.array(zOrderPackageInput, { error: 'Packages are required' }).min(1, { error: 'Add at least one package' }).max(100),
  drop_fname: optionalText(100),
  drop_lname: optionalText(100),
  drop_phone: optionalText(40),
  drop_email: optionalText(200),
  freight_company: z.enum(freightCompanies).optional().nullable(),
  tracking_number: optionalText(100),
  pickup_order: zIdNumber('Must be a pickup id').optional().nullable(),
});
export type OrderFormData = z.infer<typeof zOrderFormData>;

export const zCreateOrderBody = z.object({ workerID: zIdNumber('Must be a user id').optional(), data: zOrderFormData });
export const zUpdateOrderBody = z.object({ orderID: zIdNumber('Must be an order id').optional(), data: zOrderFormData });

/**
 * Keeps only the group that warehouse_via names and clears the other two (portal spec §4): an
 * order switched from courier to individual must not keep a stale tracking number.
 */
export const normaliseViaGroup = (data: OrderFormData): OrderFormData => ({
  ...data,
  drop_fname: data.warehouse_via === 'individual' ? (data.drop_fname ?? null) : null,
  drop_lname: data.warehouse_via === 'individual' ? (data.drop_lname ?? null) : null,
  drop_phone: data.warehouse_via === 'individual' ? (data.drop_phone ?? null) : null,
  drop_email: data.warehouse_via === 'individual' ? (data.drop_email ?? null) : null,
  freight_company: data.warehouse_via === 'courier' ? (data.freight_company ?? null) : null,
  tracking_number: data.warehouse_via === 'courier' ? (data.tracking_number ?? null) : null,
  pickup_order: data.warehouse_via === 'pick-up' ? (data.pickup_order ?? null) : null,
});

/** valid_unit_price: true when every item's unit price is at least $5. */
export const hasValidUnitPrices = (packages: readonly { items: readonly { unit_price: number }[] }[]) =>
  packages.every((p) => p.items.every((item) => (tryParseCents(item.unit_price) ?? 0) >= unitPriceThresholdCents));

/** The orders list's description column: cut at 30 characters with an ellipsis. */
export const cutDescription = (text: string) => (text.length > descriptionCutLength ? `${text.slice(0, descriptionCutLength)}…` : text);

export const orderMessages = {
  paidFrozen: 'This order cannot be changed because its invoice has been paid.',
  methodLevel: 'You may only keep or raise the shipping method of this order.',
  lowUnitPrice: 'If the Unit price is below $5 only a qualified Admin can generate the invoice.',
  trackingEmpty: 'There is currently no tracking information for this package.',
} as const;

const zLocationRef = z.object({ id: z.number().int(), name: z.string() });

export const zOrderItem = z.object({
  id: z.number().int(),
  description: z.string(),
  tax_id: z.number().int(),
  tax: z.object({ description: z.string(), tariff_code: z.string() }),
  quantity: z.number().int(),
  unit_price: z.number(),
  hazard: z.boolean(),
  fragile: z.boolean(),
  invoice_number: z.string().nullable(),
  product_type: z.string().nullable(),
});

export const zOrderPackage = z.object({
  id: z.number().int(),
  package_type: z.enum(packageTypes),
  description: z.string(),
  itemsno: z.number().int(),
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  vendor_shipp: z.number(),
  item_tax: z.number(),
  barcode: z.string(),
  sect: z.number().int(),
  checkpoint: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  items: z.array(zOrderItem),
});
export type OrderPackage = z.infer<typeof zOrderPackage>;

export const zOrderFile = z.object({ id: z.number().int(), url: z.string(), path: z.string(), file_name: z.string(), origin: z.enum(['Customer', 'Manual']) });
export const zOrderImage = z.object({ id: z.number().int(), url: z.string(), file_name: z.string() });

/** GET /orders/{id} (portal spec §3 Order). Shipment fields stay null until that area exists. */
export const zOrder = z
  .object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), full_name: z.string(), email: z.string(), flagged: z.boolean(), location: zLocationRef }),
    client_fullname: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    delivery: z.string(),
    vendor: z.string(),
    freight_name: z.string().nullable(),
    freight_tracking: z.string().nullable(),
    invoice_in_box: z.enum(['yes', 'no']),
    comments: z.string().nullable(),
    warehouse_via: z.enum(warehouseVias),
    drop_fname: z.string().nullable(),
    drop_lname: z.string().nullable(),
    drop_phone: z.string().nullable(),
    drop_email: z.string().nullable(),
    pickup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    invoice_id: z.number().int().nullable(),
    invoice_pseudo_id: z.string().nullable(),
    invoice_paid: z.boolean(),
    valid_unit_price: z.boolean(),
    completed: z.boolean(),
    shipment_id: z.number().int().nullable(),
    shipment_box: z.string().nullable(),
    status: z.enum(orderStatuses),
    hasInvoice: z.boolean(),
    add_to_sheet: z.boolean(),
    description: z.string(),
    package_types: z.string(),
    uploads: z.array(zOrderFile),
    images: z.array(zOrderImage),
    packages: z.array(zOrderPackage),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof zOrder>;

/** One row of GET /orders/paginated: the columns of the orders list (portal spec §2). */
export const zOrderRow = z
  .object({
    id: z.number().int(),
    invoice_id: z.number().int().nullable(),
    invoice_pseudo_id: z.string().nullable(),
    invoice_paid: z.boolean(),
    hasInvoice: z.boolean(),
    status: z.enum(orderStatuses),
    /** What the list and the detail both call the order's state: Closed when completed, else Open. */
    completed: z.boolean(),
    customer: z.object({ id: z.number().int(), full_name: z.string(), flagged: z.boolean(), location_id: z.number().int() }),
    method: z.string(),
    package_count: z.number().int(),
    package_types: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    description: z.string(),
    add_to_sheet: z.boolean(),
  })
  .meta({ id: 'OrderRow' });
export type OrderRow = z.infer<typeof zOrderRow>;

/** Previous/Next paging without a count (STACK-NOTES: an exact count costs 150 ms at 200k rows). */
export const zSimplePageMeta = z.object({ current_page: z.number().int(), has_next: z.boolean(), per_page: z.number().int() });

/** A list's result count is read no further than this: past it the list says "1,000+". */
export const listCountCap = 1000;

/** A long list's meta (orders, packages): Previous/Next paging and the result count, exact up to listCountCap. */
export const zCountedPageMeta = zSimplePageMeta.extend({
  count: z.number().int().describe(`Matching rows, counted up to ${listCountCap}`),
  count_capped: z.boolean().describe(`True when more than ${listCountCap} match`),
});

export const zOrdersPage = z.object({
  data: z.array(zOrderRow),
  meta: zCountedPageMeta,
  additional: z.object({ today_order_count: z.number().int(), today_orders_edited: z.number().int() }),
});

export const ordersPageSize = 20;

/** GET /orders/paginated. Blank filters count as absent; start and end are Nassau business dates, both inclusive. */
export const zOrdersPageQuery = z.object({
  page: zPage,
  method: blankAsMissing(z.enum(filterShippingMethods).optional()),
  search: z.string().trim().max(100).optional().default(''),
  start: blankAsMissing(dateField('Start must be a date (YYYY-MM-DD)').optional()),
  end: blankAsMissing(dateField('End must be a date (YYYY-MM-DD)').optional()),
  location: blankAsMissing(zPositiveId('Location must be an id', pgSmallintMax).optional()),
  checkpoint: blankAsMissing(zPositiveId('Checkpoint must be an id').optional()),
  direction: blankAsMissing(
    z
      .enum(['desc', 'asc'], { error: 'Direction must be asc or desc' })
      .optional()
      .describe('By date created: desc (newest first, the default) or asc (oldest first); order numbers follow the same order'),
  ),
});
export type OrdersPageQuery = z.infer<typeof zOrdersPageQuery>;

/** POST /orders/{id}/add-to-sheet: the flag after the toggle. */
export const zAddToSheetResult = z.object({ id: z.number().int(), add_to_sheet: z.boolean() });
