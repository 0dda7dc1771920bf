import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderImages, orderUploads, orders } from '../../db/schema';

export type UploadRow = typeof orderUploads.$inferSelect;
export type ImageRow = typeof orderImages.$inferSelect;

/**
 * Locks a live order for the rest of the request's transaction, so two uploads arriving together
 * cannot both pass the per-order limit; undefined for an unknown or deleted order.
 */
export const lockLiveOrder = async (db: Db, id: number) => {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .for('update');
  return row;
};

export const countUploads = async (db: Db, orderId: number) =>
  (await db.select({ n: count() }).from(orderUploads).where(eq(orderUploads.orderId, orderId)))[0]!.n;

export const countImages = async (db: Db, orderId: number) =>
  (await db.select({ n: count() }).from(orderImages).where(eq(orderImages.orderId, orderId)))[0]!.n;

export const insertUpload = async (db: Db, values: typeof orderUploads.$inferInsert) => (await db.insert(orderUploads).values(values).returning())[0]!;

export const insertImages = (db: Db, values: (typeof orderImages.$inferInsert)[]) => db.insert(orderImages).values(values).returning();

/** The order id must match too, so a path cannot reach into another order. */
export const deleteUploadRow = async (db: Db, orderId: number, path: string) =>
  (await db.delete(orderUploads).where(and(eq(orderUploads.orderId, orderId), eq(orderUploads.path, path))).returning())[0];

export const deleteImageRow = async (db: Db, id: number) => {
  const [image] = await db
    .select({ id: orderImages.id })
    .from(orderImages)
    .innerJoin(orders, eq(orders.id, orderImages.orderId))
    .where(and(eq(orderImages.id, id), isNull(orders.deletedAt)));
  if (!image) return undefined;
  return (await db.delete(orderImages).where(eq(orderImages.id, id)).returning())[0];
};
