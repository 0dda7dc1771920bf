import type { OrderFormData } from '../../../domain/orders';
import type { NewOrder } from './queries';
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
