import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invoices, orders, prealerts, users } from '../schema';

const hourMs = 3_600_000;

/**
 * What the portal shows a visitor of the demo: three old orders of other customers approved for
 * sale (their invoices unpaid), so Orders for sale lists something, and a prealert of Pat
 * Personal's still waiting for its parcel, which Packages In shows staff.
 */
export const seedDemoPortal = async (db: Db) => {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const [pat] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'personal@demo.test'));
  if (!admin || !pat) return;
  await db.transaction(async (tx) => {
    if (((await tx.select({ n: sql<number>`count(*)::int` }).from(prealerts))[0]?.n ?? 0) > 0) return;
    const unclaimed = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(and(isNull(orders.deletedAt), ne(orders.userId, pat.id), ne(invoices.status, 'paid')))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(3);
    for (const [index, { id }] of unclaimed.entries()) {
      await tx
        .update(orders)
        .set({ forSaleAt: new Date(Date.now() - (index + 1) * hourMs), forSaleBy: admin.id })
        .where(eq(orders.id, id));
    }
    await tx.insert(prealerts).values({
      userId: pat.id,
      trackingNumber: '1Z999AA10123456784',
      courier: 'ups',
      vendor: 'Amazon',
      description: 'Running shoes, size 9',
      valueCents: 8_999,
    });
  });
};
