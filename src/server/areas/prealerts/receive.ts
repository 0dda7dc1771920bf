import { normalizeScannedCode } from '../../../domain/barcode';
import type { Db } from '../../db/client';
import { insertCustomerUploads, lockOpenOfCustomer, markReceived } from './queries';

type CreatedOrder = { id: number; customerId: number; warehouseVia: string; trackingNumber: string | null | undefined };

/**
 * An order that came in by courier receives the open prealert of its own customer under its
 * tracking number, in the order's transaction (online or synced from a device's outbox alike).
 * The prealert's invoice file is handed over, not copied or shared: the order's Customer upload
 * takes the stored file and the prealert lets go of it, so exactly one row owns it and removing
 * it from the order never leaves the prealert pointing at nothing. Answers the prealerts received.
 */
export const receivePrealerts = async (db: Db, order: CreatedOrder): Promise<number[]> => {
  const trackingNumber = order.warehouseVia === 'courier' ? normalizeScannedCode(order.trackingNumber ?? '') : '';
  if (!trackingNumber) return [];
  const open = await lockOpenOfCustomer(db, order.customerId, trackingNumber);
  if (open.length === 0) return [];
  await markReceived(
    db,
    open.map((prealert) => prealert.id),
    order.id,
  );
  const files = open.flatMap(({ filePath, fileName, mimeType, sizeBytes, userId }) =>
    filePath && fileName && mimeType && sizeBytes !== null ? [{ orderId: order.id, path: filePath, fileName, mimeType, sizeBytes, origin: 'Customer' as const, uploadedBy: userId }] : [],
  );
  if (files.length > 0) await insertCustomerUploads(db, files);
  return open.map((prealert) => prealert.id);
};
