import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoicePackages, invoices, orders, packageC13, packagePositions, packageQbEntries } from '../../db/schema';

/**
 * A package of a live order, locked through its position row as a scan, an order edit and a
 * shipment save lock it: its marks change one at a time. Not the packages row `for update`, which
 * would also block the key share every scan's tracking row takes on it.
 */
export const lockLivePackage = async (db: Db, id: number) =>
  (
    await db
      .select({ id: packagePositions.packageId })
      .from(packagePositions)
      .innerJoin(orders, eq(orders.id, packagePositions.orderId))
      .where(and(eq(packagePositions.packageId, id), isNull(orders.deletedAt)))
      .for('no key update', { of: packagePositions })
  )[0];

export const markC13 = (db: Db, packageId: number, markedBy: number) => db.insert(packageC13).values({ packageId, markedBy }).onConflictDoNothing();

export const unmarkC13 = (db: Db, packageId: number) => db.delete(packageC13).where(eq(packageC13.packageId, packageId));

/** The package's own lines as its invoice priced them, and whether that invoice is paid. */
export const invoicedLinesOf = async (db: Db, packageId: number) =>
  (
    await db
      .select({
        status: invoices.status,
        valueCents: sql<number>`${invoicePackages.shippingTotalCents} + ${invoicePackages.dutyCents} + ${invoicePackages.levyCents} + ${invoicePackages.overweightCents} + ${invoicePackages.hazardCents} + ${invoicePackages.fragileCents} + ${invoicePackages.storageCents}`.mapWith(Number),
      })
      .from(invoicePackages)
      .innerJoin(invoices, eq(invoices.id, invoicePackages.invoiceId))
      .where(eq(invoicePackages.packageId, packageId))
  )[0];

export const findQbEntry = async (db: Db, packageId: number) => (await db.select().from(packageQbEntries).where(eq(packageQbEntries.packageId, packageId)))[0];

export const insertQbEntry = async (db: Db, values: typeof packageQbEntries.$inferInsert) => (await db.insert(packageQbEntries).values(values).returning())[0]!;
