import { sql } from 'drizzle-orm';
import { deliveredCheckpointId } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { invoices, orders, packagePositions, packages, users } from '../../db/schema';

/*
 * Orders with a package at Delivered and no invoice, newest delivery first. The positions at
 * Delivered are walked newest first down the checkpoint index and each is kept when its order has
 * no invoice, is live, and this is the order's latest delivered package (a probe of the order's
 * packages): a page stops reading once it has its rows. Grouping every delivered position by
 * order instead read all of them (a million at scale, 5 s) before the first row could be given.
 */
const p = packagePositions;
const deliveredWithoutInvoice = sql`${p.checkpointId} = ${deliveredCheckpointId}
  and not exists (select 1 from ${invoices} where ${invoices.orderId} = ${p.orderId})
  and exists (select 1 from ${orders} where ${orders.id} = ${p.orderId} and ${orders.deletedAt} is null)
  and not exists (
    select 1 from ${packages} sibling join ${packagePositions} later on later.package_id = sibling.id
     where sibling.order_id = ${p.orderId} and later.checkpoint_id = ${deliveredCheckpointId}
       and (later.checkpoint_at, later.package_id) > (${p.checkpointAt}, ${p.packageId}))`;

/** A page of those orders (limit null: all of them), each with when its last package was delivered. */
export const deliveredNoInvoiceRows = async (db: Db, limit: number | null, offset = 0) => {
  const page = db
    .select({ orderId: p.orderId, deliveredAt: p.checkpointAt })
    .from(p)
    .where(deliveredWithoutInvoice)
    .orderBy(sql`${p.checkpointAt} desc`, sql`${p.packageId} desc`)
    .offset(offset)
    .$dynamic();
  const delivered = await (limit === null ? page : page.limit(limit));
  if (delivered.length === 0) return [];
  const ids = delivered.map((row) => row.orderId);
  const details = await db
    .select({ id: orders.id, clientId: users.id, client: users.fullName, shippingMethod: orders.shippingMethod, description: orders.description, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(users, sql`${users.id} = ${orders.userId}`)
    .where(sql`${orders.id} = any(${sql.param(ids)}::int[])`);
  const byId = new Map(details.map((row) => [row.id, row]));
  return delivered.map((row) => ({ ...byId.get(row.orderId)!, deliveredAt: row.deliveredAt }));
};
export type DeliveredNoInvoiceRecord = Awaited<ReturnType<typeof deliveredNoInvoiceRows>>[number];

/** How many there are, counted no further than `cap` + 1, so a page never waits on counting them all. */
export const countDeliveredNoInvoice = async (db: Db, cap: number) => {
  const matching = db.select({ one: sql`1` }).from(p).where(deliveredWithoutInvoice).limit(cap + 1).as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
};
