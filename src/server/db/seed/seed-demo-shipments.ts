import { asc, eq, lt, sql } from 'drizzle-orm';
import { businessToday } from '../../time';
import type { Db } from '../client';
import { orders, packages, shipmentBoxes, shipmentPackages, shipments, users } from '../schema';

const dayMs = 86_400_000;
const carriers = ['Tropical Shipping', 'Bahamas Air Cargo', 'Seaboard Marine'] as const;
const boxesPerShipment = 3;

/**
 * Three weekly shipments of the demo orders older than ten days, each in three named boxes (the
 * oldest one notified), so the Shipments screens open on real manifests; newer packages stay
 * unshipped for the form's picker.
 */
export const seedDemoShipments = async (db: Db) => {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  if (!admin) return;
  await db.transaction(async (tx) => {
    if (((await tx.select({ n: sql<number>`count(*)::int` }).from(shipments))[0]?.n ?? 0) > 0) return;
    const old = await tx
      .select({ id: packages.id, createdAt: packages.createdAt })
      .from(packages)
      .innerJoin(orders, eq(orders.id, packages.orderId))
      .where(sql`${orders.deletedAt} is null and ${lt(packages.createdAt, new Date(Date.now() - 10 * dayMs))}`)
      .orderBy(asc(packages.createdAt), asc(packages.id));
    if (old.length === 0) return;
    const perShipment = Math.ceil(old.length / carriers.length);
    for (const [s, carrier] of carriers.entries()) {
      const chunk = old.slice(s * perShipment, (s + 1) * perShipment);
      if (chunk.length === 0) continue;
      const arrival = new Date(chunk.at(-1)!.createdAt.getTime() + 4 * dayMs);
      const [shipment] = await tx
        .insert(shipments)
        .values({
          carrier,
          manifestKey: `MAN-${businessToday(arrival).replace(/-/g, '')}-${s + 1}`,
          arrivalDate: businessToday(arrival),
          freightCents: 150_000 + s * 25_000,
          customs: `C13-${2026_0000 + s + 1}`,
          notes: s === 0 ? 'Two pallets shrink-wrapped; one box re-taped at the dock.' : null,
          notifiedAt: s === 0 ? arrival : null,
          createdBy: admin.id,
          createdAt: arrival,
        })
        .returning({ id: shipments.id });
      const boxes = await tx
        .insert(shipmentBoxes)
        .values(Array.from({ length: boxesPerShipment }, (_, position) => ({ shipmentId: shipment!.id, name: `Box ${String.fromCharCode(65 + position)}`, position })))
        .returning({ id: shipmentBoxes.id, position: shipmentBoxes.position });
      const boxIds = boxes.sort((a, b) => a.position - b.position).map((box) => box.id);
      await tx.insert(shipmentPackages).values(
        chunk.map((pkg, i) => ({
          packageId: pkg.id,
          shipmentId: shipment!.id,
          boxId: boxIds[Math.floor((i * boxesPerShipment) / chunk.length)]!,
          position: i + 1,
          notifiedAt: s === 0 ? arrival : null,
        })),
      );
    }
  });
};
