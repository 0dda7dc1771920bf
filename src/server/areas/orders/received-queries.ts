import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, packages, users } from '../../db/schema';

/** What the received mail says of an order: whose it is (and whether they want such mail), how it travels, and its packages. */
export const receivedNotice = async (db: Db, orderId: number) => {
  const [order] = await db
    .select({
      id: orders.id,
      vendor: orders.vendor,
      method: orders.shippingMethod,
      customer: { firstName: users.firstName, email: users.email, locationId: users.locationId, mailUpdates: users.mailUpdates },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const parcels = await db
    .select({ barcode: packages.barcode, description: packages.description, weightLb: packages.weightLb })
    .from(packages)
    .where(eq(packages.orderId, orderId))
    .orderBy(asc(packages.position));
  return { ...order, parcels };
};
export type ReceivedNotice = NonNullable<Awaited<ReturnType<typeof receivedNotice>>>;
