import { asc, eq, sql } from 'drizzle-orm';
import { arrivalCheckpointId } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { invoicePackages, invoices, orders, packageC13, packageQbEntries, packages, shipmentBoxes, shipmentPackages, trackingEvents, users } from '../../db/schema';

/** When the package was first scanned at the Nassau arrival checkpoint: through the events' (package, time) index. */
const arrivedAt = sql<Date | null>`(select min(${trackingEvents.occurredAt}) from ${trackingEvents} where ${trackingEvents.packageId} = ${packages.id} and ${trackingEvents.checkpointId} = ${arrivalCheckpointId})`;

/** One page of the report's package rows, in the shipment's order, with what each one's invoice priced. */
export const reportRowsPage = (db: Db, shipmentId: number, limit: number, offset: number) =>
  db
    .select({
      id: packages.id,
      barcode: packages.barcode,
      sect: packages.sect,
      type: packages.type,
      description: packages.description,
      weightLb: packages.weightLb,
      lengthCm: packages.lengthCm,
      widthCm: packages.widthCm,
      heightCm: packages.heightCm,
      orderId: packages.orderId,
      userId: orders.userId,
      customer: users.fullName,
      shippingMethod: orders.shippingMethod,
      notifiedAt: shipmentPackages.notifiedAt,
      box: shipmentBoxes.name,
      line: {
        actualLb: invoicePackages.actualLb,
        dimensionalLb: invoicePackages.dimensionalLb,
        chargedWeight: invoicePackages.chargedWeight,
        shippingTotalCents: invoicePackages.shippingTotalCents,
        dutyCents: invoicePackages.dutyCents,
        levyCents: invoicePackages.levyCents,
      },
      invoice: { id: invoices.id, pseudoId: invoices.pseudoId, status: invoices.status, createdAt: invoices.createdAt },
      c13: sql<boolean>`${packageC13.packageId} is not null`,
      qb: { valueCents: packageQbEntries.valueCents, entryDate: packageQbEntries.entryDate },
      arrivedAt,
    })
    .from(shipmentPackages)
    .innerJoin(packages, eq(packages.id, shipmentPackages.packageId))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(shipmentBoxes, eq(shipmentBoxes.id, shipmentPackages.boxId))
    .leftJoin(invoicePackages, eq(invoicePackages.packageId, packages.id))
    .leftJoin(invoices, eq(invoices.id, invoicePackages.invoiceId))
    .leftJoin(packageC13, eq(packageC13.packageId, packages.id))
    .leftJoin(packageQbEntries, eq(packageQbEntries.packageId, packages.id))
    .where(eq(shipmentPackages.shipmentId, shipmentId))
    .orderBy(asc(shipmentPackages.position))
    .limit(limit)
    .offset(offset);
export type ReportRow = Awaited<ReturnType<typeof reportRowsPage>>[number];

/** The package counts of the report's totals, in one pass over the shipment's packages. */
export const reportCounts = async (db: Db, shipmentId: number) => {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`count(*) filter (where ${invoices.status} = 'paid')`.mapWith(Number),
      notified: sql<number>`count(*) filter (where ${shipmentPackages.notifiedAt} is not null)`.mapWith(Number),
      c13: sql<number>`count(${packageC13.packageId})`.mapWith(Number),
      arrived: sql<number>`count(*) filter (where exists (select 1 from ${trackingEvents} where ${trackingEvents.packageId} = ${shipmentPackages.packageId} and ${trackingEvents.checkpointId} = ${arrivalCheckpointId}))`.mapWith(Number),
    })
    .from(shipmentPackages)
    .leftJoin(invoicePackages, eq(invoicePackages.packageId, shipmentPackages.packageId))
    .leftJoin(invoices, eq(invoices.id, invoicePackages.invoiceId))
    .leftJoin(packageC13, eq(packageC13.packageId, shipmentPackages.packageId))
    .where(eq(shipmentPackages.shipmentId, shipmentId));
  return row!;
};

/**
 * The money of the invoices this shipment answers for: each invoice with a package here whose
 * lowest-numbered shipped package is here. An order split over two shipments is counted in one.
 */
export const reportMoney = async (db: Db, shipmentId: number) => {
  const homeShipment = sql`(select sp.shipment_id from ${invoicePackages} ip join ${shipmentPackages} sp on sp.package_id = ip.package_id where ip.invoice_id = ${invoices.id} order by ip.package_id limit 1)`;
  const sum = (column: unknown, paidOnly = false) =>
    sql<number>`coalesce(sum(${column})${paidOnly ? sql` filter (where ${invoices.status} = 'paid')` : sql``}, 0)`.mapWith(Number);
  const vatNoFreight = sql`${invoices.vatTotalCents} - ${invoices.freightVatCents}`;
  const [row] = await db
    .select({
      duty: sum(invoices.dutyTotalCents),
      levy: sum(invoices.levyTotalCents),
      freight: sum(invoices.shippingSubtotalCents),
      freightVat: sum(invoices.freightVatCents),
      vatNoFreight: sum(vatNoFreight),
      processing: sum(invoices.processingFeeCents),
      pickup: sum(invoices.usPickupFeeCents),
      dutyPaid: sum(invoices.dutyTotalCents, true),
      levyPaid: sum(invoices.levyTotalCents, true),
      freightPaid: sum(invoices.shippingSubtotalCents, true),
      processingPaid: sum(invoices.processingFeeCents, true),
      vatPaid: sum(invoices.vatTotalCents, true),
    })
    .from(invoices)
    .where(
      sql`${invoices.id} in (select ip.invoice_id from ${invoicePackages} ip join ${shipmentPackages} sp on sp.package_id = ip.package_id where sp.shipment_id = ${shipmentId}) and ${homeShipment} = ${shipmentId}`,
    );
  return row!;
};
export type ReportMoney = Awaited<ReturnType<typeof reportMoney>>;

/**
 * The weights of every package in the shipment: as invoiced, or the measures of one not invoiced
 * yet for the engine to weigh. Thousands of narrow rows at most, read once per report.
 */
export const reportWeights = (db: Db, shipmentId: number) =>
  db
    .select({
      weightLb: packages.weightLb,
      lengthCm: packages.lengthCm,
      widthCm: packages.widthCm,
      heightCm: packages.heightCm,
      actualLb: invoicePackages.actualLb,
      dimensionalLb: invoicePackages.dimensionalLb,
      chargedWeight: invoicePackages.chargedWeight,
    })
    .from(shipmentPackages)
    .innerJoin(packages, eq(packages.id, shipmentPackages.packageId))
    .leftJoin(invoicePackages, eq(invoicePackages.packageId, packages.id))
    .where(eq(shipmentPackages.shipmentId, shipmentId));
export type WeightRow = Awaited<ReturnType<typeof reportWeights>>[number];
