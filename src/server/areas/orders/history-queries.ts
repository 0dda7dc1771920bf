import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkpoints, packagePositions, packages, trackingEvents } from '../../db/schema';

/** The packages of a page of orders, each with where it is now, in each order's form order. */
export const packagesOfOrders = async (db: Db, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? []
    : db
        .select({
          id: packages.id,
          orderId: packages.orderId,
          barcode: packages.barcode,
          type: packages.type,
          description: packages.description,
          checkpointId: packagePositions.checkpointId,
          checkpointName: checkpoints.name,
          checkpointAt: packagePositions.checkpointAt,
        })
        .from(packages)
        .leftJoin(packagePositions, eq(packagePositions.packageId, packages.id))
        .leftJoin(checkpoints, eq(checkpoints.id, packagePositions.checkpointId))
        .where(inArray(packages.orderId, [...orderIds]))
        .orderBy(asc(packages.orderId), asc(packages.position), asc(packages.id));
export type HistoryPackageRow = Awaited<ReturnType<typeof packagesOfOrders>>[number];

/** The checkpoints those packages reached, newest first, repeat scans left out: one index range per package. */
export const trackingsOfPackages = async (db: Db, packageIds: readonly number[]) =>
  packageIds.length === 0
    ? []
    : db
        .select({ packageId: trackingEvents.packageId, name: checkpoints.name, occurredAt: trackingEvents.occurredAt })
        .from(trackingEvents)
        .innerJoin(checkpoints, eq(checkpoints.id, trackingEvents.checkpointId))
        .where(and(inArray(trackingEvents.packageId, [...packageIds]), eq(trackingEvents.duplicate, false)))
        .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));

