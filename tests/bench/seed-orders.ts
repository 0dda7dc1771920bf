import type { ShippingMethod } from '../../src/domain/shipping-methods';
import { packageBarcode, packageSect } from '../../src/domain/barcode';
import { catalogue, vendors } from '../../src/server/db/seed/seed-demo-orders';

/**
 * Orders, packages, their positions, items and tracking events at scale, as COPY text. Every
 * order is planned from its own random stream (seeded by its index), so the five tables can be
 * generated in separate passes that agree on every package id, checkpoint and time without
 * holding a plan for 500k orders in memory.
 */

export type OrderScale = { orders: number; packages: number; events: number };
export type Customer = { id: number; locationId: number };
export type OrderPools = {
  customers: readonly Customer[];
  staff: readonly number[];
  adminId: number;
  /** The seeded Duty & Tariffs rows, by description. */
  taxes: ReadonlyMap<string, number>;
  pickupIds: readonly number[];
  /** The seed's clock: the newest orders are from just before it, the oldest `orderSpanDays` earlier. */
  now: number;
};

export const orderSpanDays = 730;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

// Column lists of the COPYs; ids are given, so rows can name each other without a lookup.
export const orderColumns = [
  'id', 'user_id', 'created_by', 'shipping_method', 'invoice_in_box', 'warehouse_via', 'vendor', 'comments', 'drop_fname', 'drop_lname',
  'drop_phone', 'drop_email', 'freight_company', 'tracking_number', 'pickup_id', 'status', 'completed', 'add_to_sheet', 'valid_unit_price',
  'description', 'package_types', 'package_count', 'edited_at', 'deleted_at', 'deleted_by', 'created_at', 'updated_at',
] as const;
export const packageColumns = [
  'id', 'order_id', 'position', 'type', 'description', 'items_no', 'weight_lb', 'length_cm', 'width_cm', 'height_cm',
  'vendor_shipping_cents', 'item_tax_cents', 'barcode', 'sect', 'created_at',
] as const;
export const positionColumns = ['package_id', 'order_id', 'checkpoint_id', 'checkpoint_at', 'shipping_method', 'created_at'] as const;
export const itemColumns = ['id', 'package_id', 'description', 'tax_id', 'quantity', 'unit_price_cents', 'hazard', 'fragile', 'invoice_number', 'product_type'] as const;
export const eventColumns = ['id', 'package_id', 'checkpoint_id', 'user_id', 'occurred_at', 'received_at', 'offline', 'duplicate'] as const;

type Random = () => number;
const streamOf = (seed: number): Random => {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const orderStream = (index: number) => streamOf(Math.imul(index + 1, 0x9e3779b1) ^ 0x5eed);
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);

const methodsByWeight: readonly ShippingMethod[] = [
  ...Array<ShippingMethod>(8).fill('standard'),
  ...Array<ShippingMethod>(4).fill('next-day'),
  'special', 'special', 'consolidation', 'consolidate-sm', 'consolidate-lg', 'business-plane', 'business-boat', 'industrial-plane', 'industrial-boat', 'code-red',
];
const freight = ['ups', 'dhl', 'fedex', 'usps', 'laser freight', 'amazon'];

export const goodsOf = (taxes: ReadonlyMap<string, number>) => {
  const goods = catalogue.flatMap(([tax, description]) => (taxes.has(tax) ? [{ taxId: taxes.get(tax)!, description }] : []));
  // A tariff list without any of these names still gets items, under its own descriptions.
  return goods.length > 0 ? goods : [...taxes].map(([description, taxId]) => ({ taxId, description }));
};

const madeiraPickup = 20;
const harborBayPickup = 21;
/** The Miami → Nassau flow (seeded checkpoints 12–23), ending at the customer's counter and delivery. */
const madeiraFlow = [12, 13, 14, 15, 16, 17, 18, 19, madeiraPickup, 23] as const;
const harborBayFlow = [12, 13, 14, 15, 16, 17, 18, 19, harborBayPickup, 23] as const;
const flowFor = (locationId: number) => (locationId === 1 ? madeiraFlow : harborBayFlow);
const miamiStep = 0;
const onTheWayStep = 5;
const finalStep = 9;
const counterStep = 8;

/**
 * Where an order's packages stand now. Orders older than three weeks are done (delivered, a few
 * still waiting at the counter) except a small share stuck at Miami (12) or on the way (17), the
 * packages the alert banner is for. Younger ones spread along the flow with age, so some wait at
 * 12 and 17 for more than 2 and 4 days and most have moved on.
 */
const progressOf = (random: Random, createdAt: number, now: number) => {
  const age = now - createdAt;
  const first = createdAt + Math.min(5 * minute, age / 2);
  const roll = random();
  const noise = random();
  const when = random();
  if (age > 21 * day) {
    if (roll < 0.002) return { step: miamiStep, first, at: first };
    if (roll < 0.004) return { step: onTheWayStep, first, at: first + (1 + 2 * when) * day };
    if (roll < 0.02) return { step: counterStep, first, at: first + (5 + 7 * when) * day };
    return { step: finalStep, first, at: first + (6 + 10 * when) * day };
  }
  // About ten days from Miami to the customer; the noise keeps some behind and some ahead.
  const expected = (age / day) * 0.9 + (noise - 0.5) * 4;
  const step = Math.max(0, Math.min(finalStep, Math.floor(expected)));
  if (step === 0 || age < 10 * minute) return { step: 0, first, at: first };
  return { step, first, at: first + (now - first) * (0.4 + 0.6 * when) };
};

/** Packages per order: 1–3, with the mix chosen so the mean is packages / orders. */
const packageMix = (scale: OrderScale) => {
  const mean = Math.min(3, Math.max(1, scale.packages / scale.orders));
  // p1 + p2 + p3 = 1 and p1 + 2 p2 + 3 p3 = mean, with p2 kept at 0.4 while it fits.
  const p2 = Math.min(0.4, 3 - mean, mean - 1);
  const p3 = (mean - 1 - p2) / 2;
  return { p1: 1 - p2 - p3, p2 };
};

/** The structural draws only: enough to count packages and scans before anything is written. */
const planShape = (index: number, scale: OrderScale, now: number) => {
  const random = orderStream(index);
  const spanMs = orderSpanDays * day;
  // Monotonic in the index, as serial ids and creation times are in a live table.
  const createdAt = Math.floor(now - spanMs + (spanMs * (index + random())) / scale.orders);
  const mix = packageMix(scale);
  const r = random();
  const count = r < mix.p1 ? 1 : r < mix.p1 + mix.p2 ? 2 : 3;
  const progress = progressOf(random, createdAt, now);
  return { random, createdAt, count, progress };
};

/** How many scans there must be (the first and the current) and how many may be added (those between). */
export const scanTotals = (scale: OrderScale, now: number) => {
  let packages = 0;
  let required = 0;
  let optional = 0;
  for (let i = 0; i < scale.orders; i++) {
    const { count, progress } = planShape(i, scale, now);
    packages += count;
    required += count * (progress.step > 0 ? 2 : 1);
    optional += count * Math.max(0, progress.step - 1);
  }
  // Each scan between the first and the current one is kept with this chance, so the total comes near scale.events.
  const keep = optional === 0 ? 0 : Math.min(1, Math.max(0, (scale.events - required) / optional));
  return { packages, keep };
};

const planOrder = (index: number, scale: OrderScale, pools: OrderPools, goods: ReturnType<typeof goodsOf>) => {
  const { random, createdAt, count, progress } = planShape(index, scale, pools.now);
  const customer = pick(random, pools.customers);
  const worker = pick(random, pools.staff);
  const method = pick(random, methodsByWeight);
  const viaRoll = random();
  const via = viaRoll < 0.7 ? 'courier' : viaRoll < 0.88 ? 'individual' : 'pick-up';
  const parcels = Array.from({ length: count }, () => {
    const good = pick(random, goods);
    const envelope = random() < 0.2;
    const quantity = 1 + Math.floor(random() * 4);
    const cents = random() < 0.1 ? Math.round(between(random, 100, 499)) : Math.round(between(random, 500, 40_000));
    return {
      type: envelope ? 'envelope' : 'box',
      description: good.description,
      taxId: good.taxId,
      quantity,
      cents,
      weight: (envelope ? between(random, 0.2, 2) : between(random, 1, 60)).toFixed(2),
      length: Math.round(between(random, 20, 90)),
      width: Math.round(between(random, 15, 60)),
      height: Math.round(between(random, 5, 60)),
      hazard: random() < 0.05,
      fragile: random() < 0.15,
    };
  });
  const editRoll = random();
  const editedAt = editRoll < 0.1 ? Math.min(pools.now - minute, createdAt + between(random, 10 * minute, 20 * day)) : null;
  const deleted = random() < 0.003;
  return {
    createdAt,
    customer,
    worker,
    method,
    via,
    vendor: pick(random, vendors),
    freightCompany: via === 'courier' ? pick(random, freight) : null,
    trackingNumber: via === 'courier' ? `1Z${String(Math.floor(random() * 1e12)).padStart(12, '0')}` : null,
    pickupId: via === 'pick-up' ? pick(random, pools.pickupIds) : null,
    invoiceInBox: random() < 0.3,
    addToSheet: random() < 0.2,
    comments: random() < 0.1 ? 'Customer asked us to repack fragile items.' : null,
    editedAt: editedAt !== null && editedAt > createdAt ? editedAt : null,
    deletedAt: deleted ? Math.min(pools.now - minute, createdAt + between(random, hour, 10 * day)) : null,
    parcels,
    progress,
    flow: flowFor(customer.locationId),
    random,
  };
};

type Cell = string | number | boolean | null;
const cell = (value: Cell) => (value === null ? '\\N' : value === true ? 't' : value === false ? 'f' : String(value));
const line = (cells: readonly Cell[]) => `${cells.map(cell).join('\t')}\n`;

/**
 * UTC timestamps for COPY, several times faster than Date#toISOString over millions of rows: the
 * date part is formatted once per day. Each generator has its own, as they run interleaved.
 */
const pad2 = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const pad3 = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const isoFormatter = () => {
  let cachedDay = Number.NaN;
  let cachedDate = '';
  return (ms: number) => {
    const t = Math.floor(ms);
    const dayNo = Math.floor(t / day);
    if (dayNo !== cachedDay) {
      cachedDay = dayNo;
      cachedDate = new Date(dayNo * day).toISOString().slice(0, 10);
    }
    let rest = t - dayNo * day;
    const h = Math.floor(rest / hour);
    rest -= h * hour;
    const m = Math.floor(rest / minute);
    rest -= m * minute;
    const sec = Math.floor(rest / 1000);
    return `${cachedDate} ${pad2[h]}:${pad2[m]}:${pad2[sec]}.${pad3[rest - sec * 1000]}+00`;
  };
};

/** Orders per chunk: small enough that a chunk's strings die young instead of reaching the old generation. */
const chunkRows = 200;

type Visit = (plan: ReturnType<typeof planOrder>, orderId: number, firstPackageId: number) => string;

/** Walks every order in index order, handing each visitor its order id and first package id. */
function* walk(scale: OrderScale, pools: OrderPools, visit: Visit): Generator<string> {
  const goods = goodsOf(pools.taxes);
  let nextPackage = 1;
  let buffer = '';
  for (let i = 0; i < scale.orders; i++) {
    const plan = planOrder(i, scale, pools, goods);
    buffer += visit(plan, i + 1, nextPackage);
    nextPackage += plan.parcels.length;
    if ((i + 1) % chunkRows === 0) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

const statusOf = (step: number) => (step === finalStep ? 'delivered' : step >= onTheWayStep ? 'on-route' : 'pending');

export const orderLines = (scale: OrderScale, pools: OrderPools) => {
  const iso = isoFormatter();
  return walk(scale, pools, (plan, orderId) => {
    const { parcels } = plan;
    const updatedAt = Math.max(plan.createdAt, plan.editedAt ?? 0, plan.deletedAt ?? 0);
    return line([
      orderId,
      plan.customer.id,
      plan.worker,
      plan.method,
      plan.invoiceInBox,
      plan.via,
      plan.vendor,
      plan.comments,
      plan.via === 'individual' ? 'Marco' : null,
      plan.via === 'individual' ? 'Delgado' : null,
      plan.via === 'individual' ? '+1 305 555 0177' : null,
      null,
      plan.freightCompany,
      plan.trackingNumber,
      plan.pickupId,
      statusOf(plan.progress.step),
      plan.progress.step === finalStep,
      plan.addToSheet,
      parcels.every((p) => p.cents >= 500),
      parcels.map((p) => p.description).join(', '),
      [...new Set(parcels.map((p) => p.type))].join(', '),
      parcels.length,
      plan.editedAt === null ? null : iso(plan.editedAt),
      plan.deletedAt === null ? null : iso(plan.deletedAt),
      plan.deletedAt === null ? null : pools.adminId,
      iso(plan.createdAt),
      iso(updatedAt),
    ]);
  });
};

export const packageLines = (scale: OrderScale, pools: OrderPools) => {
  const iso = isoFormatter();
  return walk(scale, pools, (plan, orderId, firstPackageId) => {
    const created = iso(plan.createdAt);
    let out = '';
    plan.parcels.forEach((p, i) => {
      const id = firstPackageId + i;
      out += `${id}\t${orderId}\t${i + 1}\t${p.type}\t${p.description}\t${p.quantity}\t${p.weight}\t${p.length}\t${p.width}\t${p.height}\t0\t0\t${packageBarcode(id)}\t${packageSect(id)}\t${created}\n`;
    });
    return out;
  });
};

/**
 * One position per package: the checkpoint it stands at now and since when, with copies of its
 * order's shipping method and its own creation time, as the orders service writes them.
 */
export const positionLines = (scale: OrderScale, pools: OrderPools) => {
  const iso = isoFormatter();
  return walk(scale, pools, (plan, orderId, firstPackageId) => {
    const checkpoint = plan.flow[plan.progress.step]!;
    const at = iso(plan.progress.at);
    const created = iso(plan.createdAt);
    let out = '';
    plan.parcels.forEach((_, i) => {
      out += `${firstPackageId + i}\t${orderId}\t${checkpoint}\t${at}\t${plan.method}\t${created}\n`;
    });
    return out;
  });
};

/** One item per package: its goods line, under a seeded tax category. */
export const itemLines = (scale: OrderScale, pools: OrderPools) =>
  walk(scale, pools, (plan, _orderId, firstPackageId) => {
    let out = '';
    plan.parcels.forEach((p, i) => {
      const id = firstPackageId + i;
      out += `${id}\t${id}\t${p.description}\t${p.taxId}\t${p.quantity}\t${p.cents}\t${cell(p.hazard)}\t${cell(p.fragile)}\t\\N\t\\N\n`;
    });
    return out;
  });

/**
 * The scans that brought each package to where it stands: always the first (Miami) and the
 * current one, each scan between them with chance `keep`, times spread evenly from arrival to
 * its position's checkpoint_at, so the last scan of every package is the checkpoint its
 * package_positions row names, at that row's checkpoint_at.
 */
export function eventLines(scale: OrderScale, pools: OrderPools, keep: number, counter: { events: number }) {
  const iso = isoFormatter();
  return walk(scale, pools, (plan, _orderId, firstPackageId) => {
    const { step, first, at } = plan.progress;
    const random = plan.random;
    let out = '';
    plan.parcels.forEach((_, i) => {
      const packageId = firstPackageId + i;
      for (let s = 0; s <= step; s++) {
        if (s !== 0 && s !== step && random() >= keep) continue;
        const occurred = s === step ? at : first + ((at - first) * s) / Math.max(1, step);
        const offline = random() < 0.03;
        const received = occurred + (offline ? between(random, 5 * minute, 2 * hour) : 800);
        const user = s === 0 ? plan.worker : pick(random, pools.staff);
        out += `${++counter.events}\t${packageId}\t${plan.flow[s]!}\t${user}\t${iso(occurred)}\t${iso(Math.min(received, pools.now))}\t${offline ? 't' : 'f'}\tf\n`;
      }
    });
    return out;
  });
}
