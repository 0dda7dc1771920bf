import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { orders, packagePositions, packages, shipmentBoxes, shipmentPackages, shipments } from '../../db/schema';

export type ShipmentRecord = typeof shipments.$inferSelect;
export type ShipmentValues = Pick<typeof shipments.$inferInsert, 'manifestKey' | 'carrier' | 'freightCents' | 'customs' | 'arrivalDate' | 'notes'>;

const maxInt = 2_147_483_647;

export const insertShipment = async (db: Db, values: ShipmentValues & { createdBy: number }) =>
  (await db.insert(shipments).values(values).returning({ id: shipments.id }))[0]!.id;

/** Locks the shipment for a change: saves, notices and calculations of one shipment run one at a time. */
export const lockShipment = async (db: Db, id: number) => (await db.select().from(shipments).where(eq(shipments.id, id)).for('update'))[0];

/**
 * The packages a save will put in or take out of a shipment (the body's, and those it holds now),
 * locked through their position rows by package id, as a scan and an order edit lock theirs:
 * before any shipment row is written, so a scan, an edit or another save of the same packages
 * waits here rather than crossing this save halfway (docs/decisions.md, "Row locks in one order").
 */
export const lockShipmentPackages = (db: Db, shipmentId: number | null, ids: readonly number[]) => {
  const held = shipmentId === null ? undefined : inArray(packagePositions.packageId, db.select({ id: shipmentPackages.packageId }).from(shipmentPackages).where(eq(shipmentPackages.shipmentId, shipmentId)));
  return db
    .select({ id: packagePositions.packageId })
    .from(packagePositions)
    .where(or(ids.length > 0 ? inArray(packagePositions.packageId, [...ids]) : undefined, held))
    .orderBy(asc(packagePositions.packageId))
    .for('no key update');
};

export const findShipment = async (db: Db, id: number) => (await db.select().from(shipments).where(eq(shipments.id, id)))[0];

export const updateShipmentRow = (db: Db, id: number, values: Partial<typeof shipments.$inferInsert>) =>
  db
    .update(shipments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shipments.id, id));

/** The ids among these that are packages of live orders, with their barcodes. */
export const livePackages = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: packages.id, barcode: packages.barcode })
        .from(packages)
        .innerJoin(orders, eq(orders.id, packages.orderId))
        .where(and(inArray(packages.id, [...ids]), isNull(orders.deletedAt)));

/** Which shipment holds each of these packages, leaving out `except` (the shipment being saved). */
export const shippedPackages = (db: Db, ids: readonly number[], except?: number) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: shipmentPackages.packageId, shipmentId: shipmentPackages.shipmentId, barcode: packages.barcode })
        .from(shipmentPackages)
        .innerJoin(packages, eq(packages.id, shipmentPackages.packageId))
        .where(and(inArray(shipmentPackages.packageId, [...ids]), except === undefined ? undefined : sql`${shipmentPackages.shipmentId} <> ${except}`))
        .orderBy(asc(shipmentPackages.packageId));

/** Replaces the shipment's boxes: packages let go of theirs first, so the old boxes can go. Answers the new ids by position. */
export const replaceBoxes = async (db: Db, shipmentId: number, names: readonly string[]) => {
  await db.update(shipmentPackages).set({ boxId: null }).where(eq(shipmentPackages.shipmentId, shipmentId));
  await db.delete(shipmentBoxes).where(eq(shipmentBoxes.shipmentId, shipmentId));
  if (names.length === 0) return [];
  const rows = await db
    .insert(shipmentBoxes)
    .values(names.map((name, position) => ({ shipmentId, name, position })))
    .returning({ id: shipmentBoxes.id, position: shipmentBoxes.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
};

/** Takes packages no longer listed out of the shipment; they are unshipped again. */
export const removePackagesOutside = (db: Db, shipmentId: number, keep: readonly number[]) =>
  db.delete(shipmentPackages).where(and(eq(shipmentPackages.shipmentId, shipmentId), keep.length > 0 ? notInArray(shipmentPackages.packageId, [...keep]) : undefined));

export type PlacedPackage = { packageId: number; boxId: number | null; position: number };

/**
 * Puts packages in the shipment, or moves them between its boxes, keeping when each was notified.
 * A package another shipment holds is left alone (the key on package_id, and the conflict's
 * condition): it is missing from the answer, which the caller refuses. Two saves racing for one
 * package meet at its key, so the second sees the first's row once that commits. Rows go in by
 * package id, so two saves of crossing packages take their keys in one order and never deadlock.
 */
export const placePackages = async (db: Db, shipmentId: number, placed: readonly PlacedPackage[]) => {
  if (placed.length === 0) return new Set<number>();
  const rows = await db
    .insert(shipmentPackages)
    .values([...placed].sort((a, b) => a.packageId - b.packageId).map((p) => ({ ...p, shipmentId })))
    .onConflictDoUpdate({
      target: shipmentPackages.packageId,
      set: { boxId: sql`excluded.box_id`, position: sql`excluded.position` },
      setWhere: sql`${shipmentPackages.shipmentId} = excluded.shipment_id`,
    })
    .returning({ packageId: shipmentPackages.packageId });
  return new Set(rows.map((row) => row.packageId));
};

/** The shipment's packages in their order, with the name of each one's box. */
export const packagesOfShipment = (db: Db, shipmentId: number) =>
  db
    .select({ packageId: shipmentPackages.packageId, box: shipmentBoxes.name })
    .from(shipmentPackages)
    .leftJoin(shipmentBoxes, eq(shipmentBoxes.id, shipmentPackages.boxId))
    .where(eq(shipmentPackages.shipmentId, shipmentId))
    .orderBy(asc(shipmentPackages.position));

export const boxesOfShipment = (db: Db, shipmentId: number) =>
  db.select({ id: shipmentBoxes.id, name: shipmentBoxes.name }).from(shipmentBoxes).where(eq(shipmentBoxes.shipmentId, shipmentId)).orderBy(asc(shipmentBoxes.position));

/** A number is a shipment id; any text is part of its manifest key or carrier. */
const searchCondition = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const like = containing(search);
  const branches: SQL[] = [ilike(shipments.manifestKey, like), ilike(shipments.carrier, like)];
  if (/^\d{1,10}$/.test(search) && Number(search) <= maxInt) branches.push(eq(shipments.id, Number(search)));
  return or(...branches);
};

export const shipmentRowsPage = (db: Db, search: string, limit: number, offset: number) =>
  db
    .select({
      id: shipments.id,
      manifestKey: shipments.manifestKey,
      carrier: shipments.carrier,
      arrivalDate: shipments.arrivalDate,
      packagesCount: sql<number>`(select count(*) from ${shipmentPackages} where ${shipmentPackages.shipmentId} = ${shipments.id})`.mapWith(Number),
    })
    .from(shipments)
    .where(searchCondition(search))
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(limit)
    .offset(offset);

export const countShipments = async (db: Db, search: string) => (await db.select({ n: count() }).from(shipments).where(searchCondition(search)))[0]?.n ?? 0;

/** The shipment holding any of an order's packages, for the order page and for refusing the order's deletion. */
export const shipmentOfOrder = async (db: Db, orderId: number) =>
  (
    await db
      .select({ shipmentId: shipmentPackages.shipmentId, box: shipmentBoxes.name })
      .from(shipmentPackages)
      .innerJoin(packages, eq(packages.id, shipmentPackages.packageId))
      .leftJoin(shipmentBoxes, eq(shipmentBoxes.id, shipmentPackages.boxId))
      .where(eq(packages.orderId, orderId))
      .orderBy(asc(packages.position))
      .limit(1)
  )[0];
