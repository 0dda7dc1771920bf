import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoicePackages, invoices, orders, packageC13, packageQbEntries, packages } from '../../db/schema';

/** A package of a live order, locked: its marks change one at a time. */
export const lockLivePackage = async (db: Db, id: number) =>
  (
    await db
      .select({ id: packages.id })
      .from(packages)
      .innerJoin(orders, eq(orders.id, packages.orderId))
      .where(and(eq(packages.id, id), isNull(orders.deletedAt)))
      .for('update', { of: packages })
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
