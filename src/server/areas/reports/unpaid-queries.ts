import { count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, users } from '../../db/schema';

// Written as the partial index invoices_unpaid_idx is (status <> 'paid'), so the planner reads
// only that index: unpaid and approved are the states left once paid is not.
const notPaid = ne(invoices.status, 'paid');

/** Invoices not yet paid, newest first, in the order of invoices_unpaid_idx. limit null: all of them. */
export const unpaidInvoiceRows = (db: Db, limit: number | null, offset = 0) => {
  const query = db
    .select({
      id: invoices.id,
      pseudoId: invoices.pseudoId,
      orderId: invoices.orderId,
      clientId: invoices.userId,
      client: users.fullName,
      valueCents: invoices.valueCents,
      status: invoices.status,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(notPaid)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .offset(offset);
  return limit === null ? query : query.limit(limit);
};
export type UnpaidInvoiceRecord = Awaited<ReturnType<typeof unpaidInvoiceRows>>[number];

export const countUnpaidInvoices = async (db: Db) => (await db.select({ n: count() }).from(invoices).where(notPaid))[0]?.n ?? 0;

/** How many invoices the report lists and what they ask in all (cents; int8 so the sum stays exact). */
export const unpaidInvoiceTotals = async (db: Db) =>
  (await db.select({ count: count(), cents: sql<number>`coalesce(sum(${invoices.valueCents}), 0)::int8`.mapWith(Number) }).from(invoices).where(notPaid))[0]!;
