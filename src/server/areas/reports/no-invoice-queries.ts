import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { deliveredCheckpointId } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { invoices, orders, packagePositions, users } from '../../db/schema';

/**
 * Orders with a package at Delivered and no invoice, with when their last package got there: read
 * from the positions' checkpoint index alone (checkpoint, time, order), each order's invoice probed
 * by its unique order index.
 */
const deliveredWithoutInvoice = (db: Db) =>
  db
    .select({ orderId: packagePositions.orderId, deliveredAt: sql<Date | null>`max(${packagePositions.checkpointAt})`.mapWith(packagePositions.checkpointAt).as('delivered_at') })
    .from(packagePositions)
    .where(and(eq(packagePositions.checkpointId, deliveredCheckpointId), sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${packagePositions.orderId})`))
    .groupBy(packagePositions.orderId)
    .as('delivered');

/** Live ones of those orders, newest delivery first; limit null: all of them. */
export const deliveredNoInvoiceRows = (db: Db, limit: number | null, offset = 0) => {
  const delivered = deliveredWithoutInvoice(db);
  const query = db
    .select({
      id: orders.id,
      clientId: users.id,
      client: users.fullName,
      shippingMethod: orders.shippingMethod,
      description: orders.description,
      createdAt: orders.createdAt,
      deliveredAt: delivered.deliveredAt,
    })
    .from(delivered)
    .innerJoin(orders, and(eq(orders.id, delivered.orderId), isNull(orders.deletedAt)))
    .innerJoin(users, eq(users.id, orders.userId))
    .orderBy(sql`${delivered.deliveredAt} desc nulls last`, desc(orders.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
};
export type DeliveredNoInvoiceRecord = Awaited<ReturnType<typeof deliveredNoInvoiceRows>>[number];

export const countDeliveredNoInvoice = async (db: Db) => {
  const delivered = deliveredWithoutInvoice(db);
  const [row] = await db
    .select({ n: count() })
    .from(delivered)
    .innerJoin(orders, and(eq(orders.id, delivered.orderId), isNull(orders.deletedAt)));
  return row?.n ?? 0;
};
