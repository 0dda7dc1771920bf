import { freightCompanies } from '../../../domain/orders';
import type { Prealert } from '../../../domain/prealerts';
import { centsToDollars } from '../../../domain/pricing';
import { fileUrl } from '../../../domain/uploads';
import type { PrealertRow } from './queries';

export const presentPrealert = ({ prealert, customer, location }: PrealertRow): Prealert => ({
  id: prealert.id,
  customer: { id: customer.id, full_name: customer.fullName, location },
  tracking_number: prealert.trackingNumber,
  courier: freightCompanies.find((company) => company === prealert.courier) ?? null,
  vendor: prealert.vendor,
  description: prealert.description,
  value: centsToDollars(prealert.valueCents),
  file: prealert.filePath && prealert.fileName ? { url: fileUrl(prealert.filePath), file_name: prealert.fileName } : null,
  state: prealert.orderId === null ? 'waiting' : 'received',
  order_id: prealert.orderId,
  received_at: prealert.receivedAt?.toISOString() ?? null,
  created_at: prealert.createdAt.toISOString(),
});
