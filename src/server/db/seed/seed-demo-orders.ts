import { inArray, sql } from 'drizzle-orm';
import { customerTypes } from '../../../domain/constants';
import { freightCompanies, type OrderPackageInput } from '../../../domain/orders';
import { centsToDollars } from '../../../domain/pricing';
import type { ShippingMethod } from '../../../domain/shipping-methods';
import { packageBarcode, packageSect } from '../../../domain/barcode';
import { summariseOrder } from '../../../domain/order-summary';
import type { Db } from '../client';
import { itemValues, packageValues } from '../order-rows';
import { items, orders, packagePositions, packages, pickups, taxes, trackingEvents, users } from '../schema';

const orderCount = 320;
const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** A fixed seed, so every demo database holds the same orders relative to the day it was made. */
const randomSource = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Random = ReturnType<typeof randomSource>;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const round2 = (value: number) => Math.round(value * 100) / 100;

const methodsByWeight: readonly ShippingMethod[] = [
  ...Array<ShippingMethod>(8).fill('standard'),
  ...Array<ShippingMethod>(4).fill('next-day'),
  'special',
  'special',
  'consolidation',
  'consolidate-sm',
  'consolidate-lg',
  'business-plane',
  'business-boat',
  'industrial-plane',
];
/** Shared with the benchmark's seed, so both look like the same business. */
export const vendors = ['Amazon', 'Walmart', 'Best Buy', 'Target', 'eBay', 'Home Depot', 'Costco', 'Shein', 'Nike', 'Apple', 'Wayfair', 'Macy’s'];

/** What customers ship, under the seeded tariff category that covers it (rows whose category is missing are skipped). */
export const catalogue: readonly [string, string][] = [
  ['Clothing and apparel', 'Summer dresses'],
  ['Clothing and apparel', 'Work shirts'],
  ['Children’s clothing', 'School uniforms'],
  ['Footwear', 'Running shoes'],
  ['Handbags, luggage and wallets', 'Carry-on suitcase'],
  ['Televisions', '55 in LED TV'],
  ['Refrigerators and freezers', 'Chest freezer'],
  ['Electronics – audio and speakers', 'Bluetooth speaker'],
  ['Video game consoles and games', 'Game console'],
  ['Mobile phones', 'Smartphone'],
  ['Computers, laptops and tablets', 'Laptop'],
  ['Computer parts and accessories', 'Wireless mouse'],
  ['Printers and ink', 'Ink cartridges'],
  ['Auto parts', 'Brake pads'],
  ['Tyres', 'All-season tyres'],
  ['Cosmetics and skin care', 'Skin care set'],
  ['Perfume and toilet water', 'Perfume'],
  ['Kitchenware and household goods', 'Cookware set'],
  ['Bedding and linens', 'Queen sheet set'],
  ['Food – packaged groceries', 'Snack boxes'],
  ['Vitamins and supplements', 'Multivitamins'],
  ['Toys', 'Building blocks'],
  ['Sporting goods', 'Fishing rod'],
  ['Books', 'Paperback novels'],
];

const madeiraPickup = 20;
const harborBayPickup = 21;
/** The Miami → Nassau flow a package passes (seeded checkpoints 12–23), ending at the customer's counter. */
const flowFor = (locationId: number) => [12, 13, 14, 15, 16, 17, 18, 19, locationId === 1 ? madeiraPickup : harborBayPickup, 23];

type Catalogued = { taxId: number; description: string };

const demoPackage = (random: Random, goods: readonly Catalogued[]): OrderPackageInput => {
  const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const good = pick(random, goods);
    // One line in ten is cheap, so the low unit price warning shows on some orders.
    const cents = random() < 0.1 ? Math.round(between(random, 100, 499)) : Math.round(between(random, 500, 40_000));
    return { ...good, quantity: 1 + Math.floor(random() * 4), cents, hazard: random() < 0.05, fragile: random() < 0.15 };
  });
  const envelope = random() < 0.2;
  return {
    type: envelope ? 'envelope' : 'box',
    description: lines[0]!.description,
    itemsno: lines.reduce((n, line) => n + line.quantity, 0),
    weight: round2(envelope ? between(random, 0.2, 2) : between(random, 1, 60)),
    length: Math.round(between(random, 20, 90)),
    height: Math.round(between(random, 5, 60)),
    width: Math.round(between(random, 15, 60)),
    vendor_shipping: 0,
    item_tax: 0,
    items: lines.map((line) => ({ description: line.description, tax_id: line.taxId, quantity: line.quantity, unit_price: centsToDollars(line.cents), hazard: line.hazard, fragile: line.fragile })),
  };
};

/**
 * Where an order's packages stand now: how far along the flow, and when they got there. Recent
 * orders lean towards Miami (12) and on the way (17), older ones have mostly reached the counter;
 * the last scan is some hours to about ten days ago, so each package alert has packages to show.
 */
const progressOf = (random: Random, createdAt: Date, now: number, flowLength: number) => {
  const born = createdAt.getTime();
  const age = now - born;
  const first = born + Math.min(5 * 60_000, age / 2);
  if (age < 4 * hour) return { step: 0, first, at: first };
  const roll = random();
  const recentStep = roll < 0.3 ? 0 : roll < 0.5 ? 5 : Math.floor(random() * flowLength);
  const step = age > 12 * day ? flowLength - 2 + Math.floor(random() * 2) : recentStep;
  return { step, first, at: step === 0 ? first : now - between(random, 3 * hour, Math.min(10 * day, age - hour)) };
};

type Customer = { id: number; locationId: number };
type Pools = { customers: readonly Customer[]; staff: readonly number[]; goods: readonly Catalogued[]; pickupIds: readonly number[] };

/** One order as it will be inserted: its columns, its packages, and where those packages stand. */
const planOrder = (random: Random, pools: Pools, n: number, now: number) => {
  const customer = pick(random, pools.customers);
  const worker = pick(random, pools.staff);
  // The first few arrive today and some are edited today, so the daily counts have something to show.
  const createdAt = new Date(n < 6 ? now - between(random, 1, 30) * 60_000 : now - between(random, 0, 60) * day);
  const shipped = Array.from({ length: 1 + Math.floor(random() * 3) }, () => demoPackage(random, pools.goods));
  const via = random() < 0.7 ? 'courier' : random() < 0.6 ? 'individual' : 'pick-up';
  const editedAt = n >= 6 && n < 10 ? now - between(random, 1, 20) * 60_000 : random() < 0.1 ? between(random, createdAt.getTime(), now) : null;
  const edited = editedAt !== null && editedAt > createdAt.getTime() ? new Date(editedAt) : null;
  const order = {
    userId: customer.id,
    createdBy: worker,
    shippingMethod: pick(random, methodsByWeight),
    invoiceInBox: random() < 0.3,
    warehouseVia: via,
    vendor: pick(random, vendors),
    comments: random() < 0.15 ? 'Customer asked us to repack fragile items.' : null,
    freightCompany: via === 'courier' ? pick(random, freightCompanies) : null,
    trackingNumber: via === 'courier' ? `1Z${String(Math.floor(random() * 1e12)).padStart(12, '0')}` : null,
    dropFname: via === 'individual' ? 'Marco' : null,
    dropLname: via === 'individual' ? 'Delgado' : null,
    dropPhone: via === 'individual' ? '+1 305 555 0177' : null,
    pickupId: via === 'pick-up' ? pick(random, pools.pickupIds) : null,
    addToSheet: random() < 0.2,
    ...summariseOrder(shipped),
    editedAt: edited,
    createdAt,
    updatedAt: edited ?? createdAt,
  };
  const flow = flowFor(customer.locationId);
  return { order, shipped, worker, flow, progress: progressOf(random, createdAt, now, flow.length) };
};
type Plan = ReturnType<typeof planOrder>;

/** Ids taken from a serial column's sequence, so rows can be inserted in bulk already knowing each other's ids. */
const reserveIds = async (db: Pick<Db, 'execute'>, table: 'orders' | 'packages', n: number) =>
  (await db.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`)).rows.map((r) => r.id);

const inChunks = async <T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
};

const packageRows = (plans: readonly Plan[], orderIds: readonly number[], packageIds: readonly number[]) => {
  let next = 0;
  return plans.map((plan, o) =>
    plan.shipped.map((input, i) => {
      const id = packageIds[next++]!;
      const row = {
        id,
        orderId: orderIds[o]!,
        ...packageValues(input, i + 1),
        barcode: packageBarcode(id),
        sect: packageSect(id),
        createdAt: plan.order.createdAt,
      };
      const position = {
        packageId: id,
        orderId: orderIds[o]!,
        checkpointId: plan.flow[plan.progress.step]!,
        checkpointAt: new Date(plan.progress.at),
        shippingMethod: plan.order.shippingMethod,
        createdAt: plan.order.createdAt,
      };
      return { row, position, items: input.items };
    }),
  );
};

/** The scans that brought each package to its current checkpoint, spread evenly from arrival. */
const scansOf = (plan: Plan, packageId: number) => {
  const { step, first, at } = plan.progress;
  return plan.flow.slice(0, step + 1).map((checkpointId, s) => {
    const occurredAt = new Date(s === step ? at : first + ((at - first) * s) / Math.max(1, step));
    return { packageId, checkpointId, userId: plan.worker, occurredAt, receivedAt: occurredAt };
  });
};

/** A few hundred orders for the demo customers, only into a database that has none. */
export const seedDemoOrders = async (db: Db) => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if ((existing?.n ?? 0) > 0) return;
  const customers = await db.select({ id: users.id, locationId: users.locationId }).from(users).where(inArray(users.accountType, customerTypes));
  const staff = (await db.select({ id: users.id }).from(users).where(inArray(users.email, ['worker@demo.test', 'workerv2@demo.test', 'admin@demo.test']))).map((r) => r.id);
  const taxByName = new Map((await db.select({ id: taxes.id, description: taxes.description }).from(taxes)).map((row) => [row.description, row.id]));
  const goods = catalogue.flatMap(([tax, description]) => (taxByName.has(tax) ? [{ taxId: taxByName.get(tax)!, description }] : []));
  const pickupIds = (await db.select({ id: pickups.id }).from(pickups)).map((row) => row.id);
  if (customers.length === 0 || staff.length === 0 || goods.length === 0 || pickupIds.length === 0) return;

  const random = randomSource(20_170_101);
  const now = Date.now();
  const plans = Array.from({ length: orderCount }, (_, n) => planOrder(random, { customers, staff, goods, pickupIds }, n, now));
  await db.transaction(async (tx) => {
    const orderIds = await reserveIds(tx, 'orders', plans.length);
    const packageIds = await reserveIds(tx, 'packages', plans.reduce((n, plan) => n + plan.shipped.length, 0));
    const shippedRows = packageRows(plans, orderIds, packageIds);
    await inChunks(
      plans.map((plan, o) => ({ id: orderIds[o]!, ...plan.order })),
      (chunk) => tx.insert(orders).values(chunk),
    );
    await inChunks(
      shippedRows.flat().map((p) => p.row),
      (chunk) => tx.insert(packages).values(chunk),
    );
    await inChunks(
      shippedRows.flat().map((p) => p.position),
      (chunk) => tx.insert(packagePositions).values(chunk),
    );
    const lines = shippedRows.flat().flatMap(({ row, items: packageItems }) => packageItems.map((item) => ({ packageId: row.id, ...itemValues(item) })));
    await inChunks(lines, (chunk) => tx.insert(items).values(chunk));
    const scans = plans.flatMap((plan, o) => shippedRows[o]!.flatMap(({ row }) => scansOf(plan, row.id)));
    await inChunks(scans, (chunk) => tx.insert(trackingEvents).values(chunk));
  });
};
