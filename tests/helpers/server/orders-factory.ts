import { asc, sql } from 'drizzle-orm';
import type { ShippingMethod } from '../../../src/domain/shipping-methods';
import { items, orders, packagePositions, packages, taxes, trackingEvents } from '../../../src/server/db/schema';
import type { TestApp } from './test-app';

/** The Luhn digit over the 9 id digits, the rightmost of them doubled (the orders brief's barcode rule). */
const luhnDigit = (digits: string) => {
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const doubled = Number(char) * (i % 2 === 0 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return (10 - (sum % 10)) % 10;
};

export const barcodeOf = (packageId: number) => {
  const digits = String(packageId).padStart(9, '0');
  return `BF${digits}${luhnDigit(digits)}`;
};

export type TrackingSpec = { checkpoint: number; at: Date; duplicate?: boolean; offline?: boolean; userId?: number };
export type ItemSpec = { description?: string; quantity?: number; unitPriceCents?: number };
export type PackageSpec = {
  type?: 'box' | 'envelope';
  description?: string;
  itemsNo?: number;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
  items?: ItemSpec[];
  /** Overrides the order's checkpoint for this package; null for a package never scanned. */
  checkpoint?: number | null;
  checkpointAt?: Date;
  createdAt?: Date;
  /** The scan history; by default one scan at the current checkpoint, at checkpointAt. */
  trackings?: TrackingSpec[];
};
export type OrderSpec = {
  customer: number;
  method?: ShippingMethod;
  packages?: PackageSpec[];
  checkpoint?: number | null;
  checkpointAt?: Date;
  createdBy?: number;
  createdAt?: Date;
  deleted?: boolean;
};

export const daysAgo = (days: number, extraMinutes = 0) => new Date(Date.now() - days * 86_400_000 - extraMinutes * 60_000);

let sequence = 0;

/**
 * An order written straight into the tables (orders, packages with valid barcodes and sects,
 * items, tracking events), so package tests need not go through the orders endpoints.
 */
export const createOrder = async (app: TestApp, spec: OrderSpec) => {
  const db = app.deps.database.db;
  const n = ++sequence;
  const [tax] = await db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1);
  const packageSpecs = spec.packages ?? [{}];
  const createdBy = spec.createdBy ?? spec.customer;
  const [order] = await db
    .insert(orders)
    .values({
      userId: spec.customer,
      createdBy,
      shippingMethod: spec.method ?? 'standard',
      warehouseVia: 'courier',
      vendor: `Vendor ${n}`,
      validUnitPrice: true,
      description: packageSpecs.map((p, i) => p.description ?? `Package ${n}.${i + 1}`).join(', '),
      packageTypes: [...new Set(packageSpecs.map((p) => p.type ?? 'box'))].join(', '),
      packageCount: packageSpecs.length,
      deletedAt: spec.deleted ? new Date() : null,
      deletedBy: spec.deleted ? createdBy : null,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning();
  const created = [];
  for (const [i, p] of packageSpecs.entries()) {
    const id = Number((await db.execute<{ id: string }>(sql`select nextval('packages_id_seq') as id`)).rows[0]!.id);
    const checkpoint = p.checkpoint !== undefined ? p.checkpoint : (spec.checkpoint ?? null);
    const checkpointAt = checkpoint === null ? null : (p.checkpointAt ?? spec.checkpointAt ?? new Date());
    const itemSpecs = p.items ?? [{}];
    const [row] = await db
      .insert(packages)
      .values({
        id,
        orderId: order!.id,
        position: i + 1,
        type: p.type ?? 'box',
        description: p.description ?? `Package ${n}.${i + 1}`,
        itemsNo: p.itemsNo ?? itemSpecs.reduce((sum, item) => sum + (item.quantity ?? 1), 0),
        weightLb: p.weight ?? 2.5,
        lengthCm: p.length ?? 30,
        widthCm: p.width ?? 20,
        heightCm: p.height ?? 10,
        barcode: barcodeOf(id),
        sect: ((id - 1) % 999) + 1,
        ...(p.createdAt ?? spec.createdAt ? { createdAt: p.createdAt ?? spec.createdAt } : {}),
      })
      .returning();
    // The order's method and the package's creation time are copied, as the orders service writes them.
    await db.insert(packagePositions).values({
      packageId: id,
      orderId: order!.id,
      checkpointId: checkpoint,
      checkpointAt,
      shippingMethod: order!.shippingMethod,
      createdAt: row!.createdAt,
    });
    await db.insert(items).values(
      itemSpecs.map((item, j) => ({
        packageId: id,
        description: item.description ?? `Item ${n}.${i + 1}.${j + 1}`,
        taxId: tax!.id,
        quantity: item.quantity ?? 1,
        unitPriceCents: item.unitPriceCents ?? 1000,
        hazard: false,
        fragile: false,
      })),
    );
    const trackings = p.trackings ?? (checkpoint === null ? [] : [{ checkpoint, at: checkpointAt! }]);
    if (trackings.length > 0) {
      await db.insert(trackingEvents).values(
        trackings.map((t) => ({
          packageId: id,
          checkpointId: t.checkpoint,
          userId: t.userId ?? createdBy,
          occurredAt: t.at,
          offline: t.offline ?? false,
          duplicate: t.duplicate ?? false,
        })),
      );
    }
    created.push(row!);
  }
  return { order: order!, packages: created };
};
