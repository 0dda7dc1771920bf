import { asc, eq, sql } from 'drizzle-orm';
import { arrivalCheckpointId } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { invoicePackages, invoices, orders, packageC13, packageQbEntries, packages, shipmentBoxes, shipmentPackages, trackingEvents, users } from '../../db/schema';

/*
 * A report reads every package of a shipment (thousands) on every page for its totals. Each
 * per-package fact is a scalar subquery, one probe of that table's package index per package:
 * joined instead, the planner hashes the whole of invoice_packages (one row per invoiced package
 * ever) rather than probe it 2,000 times (docs/performance.md, Shipments).
 */
const packageIs = (table: { packageId: unknown }) => sql`${table.packageId} = ${shipmentPackages.packageId}`;
const hasArrived = sql`exists (select 1 from ${trackingEvents} where ${packageIs(trackingEvents)} and ${trackingEvents.checkpointId} = ${arrivalCheckpointId})`;
const isC13 = sql<boolean>`exists (select 1 from ${packageC13} where ${packageIs(packageC13)})`;
const invoiceOfPackage = sql`(select ${invoicePackages.invoiceId} from ${invoicePackages} where ${packageIs(invoicePackages)})`;

/** One page of the report's package rows, in the shipment's order: the page is cut from the shipment's index first, then only its rows are read. */
export const reportRowsPage = (db: Db, shipmentId: number, limit: number, offset: number) => {
  const page = db
    .select({ packageId: shipmentPackages.packageId, position: shipmentPackages.position })
    .from(shipmentPackages)
    .where(eq(shipmentPackages.shipmentId, shipmentId))
    .orderBy(asc(shipmentPackages.position))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
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
      box: sql<string | null>`(select ${shipmentBoxes.name} from ${shipmentBoxes} where ${shipmentBoxes.id} = ${shipmentPackages.boxId})`,
      line: {
        actualLb: invoicePackages.actualLb,
        dimensionalLb: invoicePackages.dimensionalLb,
        chargedWeight: invoicePackages.chargedWeight,
        shippingTotalCents: invoicePackages.shippingTotalCents,
        dutyCents: invoicePackages.dutyCents,
        levyCents: invoicePackages.levyCents,
      },
      invoice: { id: invoices.id, pseudoId: invoices.pseudoId, status: invoices.status, createdAt: invoices.createdAt },
      c13: isC13,
      qb: { valueCents: packageQbEntries.valueCents, entryDate: packageQbEntries.entryDate },
      arrivedAt: sql<Date | null>`(select min(${trackingEvents.occurredAt}) from ${trackingEvents} where ${packageIs(trackingEvents)} and ${trackingEvents.checkpointId} = ${arrivalCheckpointId})`,
    })
    .from(page)
    .innerJoin(shipmentPackages, eq(shipmentPackages.packageId, page.packageId))
    .innerJoin(packages, eq(packages.id, page.packageId))
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoicePackages, eq(invoicePackages.packageId, page.packageId))
    .leftJoin(invoices, eq(invoices.id, invoicePackages.invoiceId))
    .leftJoin(packageQbEntries, eq(packageQbEntries.packageId, page.packageId))
    .orderBy(asc(page.position));
};
export type ReportRow = Awaited<ReturnType<typeof reportRowsPage>>[number];

/** The package counts of the report's totals, in one pass over the shipment's packages. */
export const reportCounts = async (db: Db, shipmentId: number) => {
  const paid = sql`exists (select 1 from ${invoices} where ${invoices.id} = ${invoiceOfPackage} and ${invoices.status} = 'paid')`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
      notified: sql<number>`count(*) filter (where ${shipmentPackages.notifiedAt} is not null)`.mapWith(Number),
      c13: sql<number>`count(*) filter (where ${isC13})`.mapWith(Number),
      arrived: sql<number>`count(*) filter (where ${hasArrived})`.mapWith(Number),
    })
    .from(shipmentPackages)
    .where(eq(shipmentPackages.shipmentId, shipmentId));
  return row!;
};

/**
 * The money of the invoices this shipment answers for: each invoice with a package here whose
 * lowest-numbered shipped package is here. An order split over two shipments is counted in one.
 */
export const reportMoney = async (db: Db, shipmentId: number) => {
  const homeShipment = sql`(select sp.shipment_id from ${invoicePackages} ip join ${shipmentPackages} sp on sp.package_id = ip.package_id where ip.invoice_id = ${invoices.id} order by ip.package_id limit 1)`;
  // An array, so the invoices are read by probes of their key (never a scan of every invoice).
  const invoicedHere = sql`array(select distinct ${invoiceOfPackage} from ${shipmentPackages} where ${shipmentPackages.shipmentId} = ${shipmentId})`;
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
    .where(sql`${invoices.id} = any(${invoicedHere}) and ${homeShipment} = ${shipmentId}`);
  return row!;
};
export type ReportMoney = Awaited<ReturnType<typeof reportMoney>>;

/**
 * The weights of every package in the shipment: as invoiced ([actual, dimensional, charged]), or the
 * measures of one not invoiced yet for the engine to weigh. Thousands of narrow rows at most.
 */
export const reportWeights = (db: Db, shipmentId: number) =>
  db
    .select({
      weightLb: packages.weightLb,
      lengthCm: packages.lengthCm,
      widthCm: packages.widthCm,
      heightCm: packages.heightCm,
      invoiced: sql<number[] | null>`(select array[${invoicePackages.actualLb}, ${invoicePackages.dimensionalLb}, ${invoicePackages.chargedWeight}] from ${invoicePackages} where ${packageIs(invoicePackages)})`,
    })
    .from(shipmentPackages)
    .innerJoin(packages, eq(packages.id, shipmentPackages.packageId))
    .where(eq(shipmentPackages.shipmentId, shipmentId));
export type WeightRow = Awaited<ReturnType<typeof reportWeights>>[number];
