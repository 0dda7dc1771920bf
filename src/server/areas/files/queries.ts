import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderImages, orderUploads, orders, prealerts, shipmentAttachments } from '../../db/schema';

/** The stored file at this path, from either table, with the owner of its live order. */
export const findStoredFile = async (db: Db, path: string) => {
  const [upload] = await db
    .select({ ownerId: orders.userId, fileName: orderUploads.fileName, mimeType: orderUploads.mimeType, origin: orderUploads.origin })
    .from(orderUploads)
    .innerJoin(orders, eq(orders.id, orderUploads.orderId))
    .where(and(eq(orderUploads.path, path), isNull(orders.deletedAt)));
  if (upload) return upload;
  const [image] = await db
    .select({ ownerId: orders.userId, fileName: orderImages.fileName, mimeType: orderImages.mimeType })
    .from(orderImages)
    .innerJoin(orders, eq(orders.id, orderImages.orderId))
    .where(and(eq(orderImages.path, path), isNull(orders.deletedAt)));
  return image ? { ...image, origin: null } : undefined;
};

export const findShipmentFile = async (db: Db, path: string) =>
  (await db.select({ fileName: shipmentAttachments.fileName, mimeType: shipmentAttachments.mimeType }).from(shipmentAttachments).where(eq(shipmentAttachments.path, path)))[0];

/** A prealert's invoice file while the prealert holds it, with its customer. */
export const findPrealertFile = async (db: Db, path: string) =>
  (await db.select({ ownerId: prealerts.userId, fileName: prealerts.fileName, mimeType: prealerts.mimeType }).from(prealerts).where(eq(prealerts.filePath, path)))[0];
