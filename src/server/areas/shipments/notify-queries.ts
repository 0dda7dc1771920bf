import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoicePackages, invoices, orders, packages, shipmentPackages, users } from '../../db/schema';

/**
 * Marks the packages notified and answers the ones this call marked. The update takes each row's
 * lock and checks `notified_at is null` again once it has it, so of two calls racing for a
 * package exactly one marks it: nobody is told twice.
 */
export const claimUnnotified = async (db: Db, where: { shipmentId: number } | { packageId: number }) => {
  const rows = await db
    .update(shipmentPackages)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        'shipmentId' in where ? eq(shipmentPackages.shipmentId, where.shipmentId) : eq(shipmentPackages.packageId, where.packageId),
        isNull(shipmentPackages.notifiedAt),
      ),
    )
    .returning({ packageId: shipmentPackages.packageId });
  return rows.map((row) => row.packageId);
};

/** The shipment that holds a package, or undefined. */
export const shipmentOfPackage = async (db: Db, packageId: number) =>
  (await db.select({ shipmentId: shipmentPackages.shipmentId }).from(shipmentPackages).where(eq(shipmentPackages.packageId, packageId)))[0]?.shipmentId;

/** What an arrival notice says of each package: whose it is (and whether they want such mail), what it is, and its invoice. */
export const noticeLines = (db: Db, packageIds: readonly number[]) =>
  packageIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          packageId: packages.id,
          barcode: packages.barcode,
          description: packages.description,
          orderId: packages.orderId,
          customer: { id: users.id, firstName: users.firstName, email: users.email, locationId: users.locationId, mailUpdates: users.mailUpdates },
          invoice: { id: invoices.id, pseudoId: invoices.pseudoId, status: invoices.status, valueCents: invoices.valueCents },
        })
        .from(packages)
        .innerJoin(orders, eq(orders.id, packages.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(invoicePackages, eq(invoicePackages.packageId, packages.id))
        .leftJoin(invoices, eq(invoices.id, invoicePackages.invoiceId))
        .where(inArray(packages.id, [...packageIds]))
        .orderBy(asc(users.id), asc(packages.orderId), asc(packages.position));
export type NoticeLine = Awaited<ReturnType<typeof noticeLines>>[number];
