import { centsToDollars } from '../../../domain/pricing';
import type { ClientReportOrder, DeliveredNoInvoiceRow, UnpaidInvoiceRow } from '../../../domain/reports';
import { shippingMethodLabels, type ShippingMethod } from '../../../domain/shipping-methods';
import type { ClientOrderRecord } from './client-queries';
import type { DeliveredNoInvoiceRecord } from './no-invoice-queries';
import type { UnpaidInvoiceRecord } from './unpaid-queries';

export const presentUnpaidInvoice = (row: UnpaidInvoiceRecord): UnpaidInvoiceRow => ({
  id: row.id,
  pseudo_id: row.pseudoId,
  order_id: row.orderId,
  client: row.client,
  client_id: row.clientId,
  value: centsToDollars(row.valueCents),
  // The query keeps what is not paid, and the table's check allows only these two besides.
  status: row.status as UnpaidInvoiceRow['status'],
  created_at: row.createdAt.toISOString(),
});

export const presentClientOrder = (row: ClientOrderRecord): ClientReportOrder => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  shipping_method: row.shippingMethod as ShippingMethod,
  description: row.description,
});

/** A stored method the labels do not know is shown as it is. */
const methodLabel = (method: string) => shippingMethodLabels[method as ShippingMethod] ?? method;

export const presentDeliveredNoInvoice = (row: DeliveredNoInvoiceRecord): DeliveredNoInvoiceRow => ({
  id: row.id,
  client: row.client,
  client_id: row.clientId,
  delivery: methodLabel(row.shippingMethod),
  description: row.description,
  created_at: row.createdAt.toISOString(),
  date_delivered: row.deliveredAt?.toISOString() ?? null,
});
