import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedReference } from '../../src/server/db/seed/seed-reference';
import { hashPassword } from '../../src/server/passwords';
import { advanceSequence, dropKeys, restoreKeys } from './bulk-load';
import { eventColumns, eventLines, itemColumns, itemLines, orderColumns, orderLines, packageColumns, packageLines, positionColumns, positionLines, scanTotals, type OrderPools, type OrderScale } from './seed-orders';
import { benchAdminEmail, copyColumns, seedLines, staffCount } from './seed-rows';

export type SeedScale = OrderScale & { customers: number };

export type SeedResult = {
  adminId: number;
  /** A customer from the middle of the id range, for the exact-id search. */
  middleCustomerId: number;
  customers: number;
  staff: number;
  /** Rows as loaded (the package and scan counts land near the asked-for scale, not on it). */
  rows: { orders: number; packages: number; items: number; events: number };
  /** What the alert counts are over the seeded data, read straight from the tables. */
  stale: { onTheWay: number; atMiami: number; onTheWay2Days: number; nextDayMiami2Days: number; othersMiami4Days: number };
  /** A live order from the middle of the range, for the order-id search. */
  middleOrderId: number;
  timings: { migrateMs: number; hashMs: number; copyMs: number; ordersCopyMs: number; indexMs: number; analyzeMs: number; totalMs: number };
};

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};

const migrateAndSeedReference = async (url: string) => {
  const { pool, db } = openDatabase(url, { max: 1 });
  try {
    await migrateDatabase(db);
    await seedReference(db);
  } finally {
    await pool.end();
  }
};

const copyUsers = (client: pg.Client, customers: number, passwordHash: string) =>
  pipeline(Readable.from(seedLines(customers, passwordHash)), client.query(copyFrom(`copy users (${copyColumns.join(', ')}) from stdin`)));

const copyRows = (client: pg.Client, table: string, columns: readonly string[], lines: Iterable<string>) =>
  pipeline(Readable.from(lines), client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)));

const orderTables = ['orders', 'packages', 'package_positions', 'items', 'tracking_events'] as const;
/** The order tables with a serial id; package_positions is keyed by its package's id. */
const serialTables = ['orders', 'packages', 'items', 'tracking_events'] as const;

const orderPools = async (client: pg.Client, adminId: number, now: number): Promise<OrderPools> => {
  const customers = await client.query<{ id: number; locationId: number }>(
    `select id, location_id as "locationId" from users where account_type in ('personal', 'business') order by id`,
  );
  const staff = await client.query<{ id: number }>(`select id from users where account_type in ('admin', 'worker', 'worker-v2') order by id`);
  const taxes = await client.query<{ id: number; description: string }>('select id, description from taxes order by id');
  const pickups = await client.query<{ id: number }>('select id from pickups order by id');
  if (customers.rows.length === 0 || staff.rows.length === 0 || taxes.rows.length === 0 || pickups.rows.length === 0) throw new Error('reference rows missing');
  return {
    customers: customers.rows,
    staff: staff.rows.map((r) => r.id),
    adminId,
    taxes: new Map(taxes.rows.map((r) => [r.description, r.id])),
    pickupIds: pickups.rows.map((r) => r.id),
    now,
  };
};

const connect = async (url: string, count: number) => {
  const clients: pg.Client[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.push(client);
    }
    return clients;
  } catch (error) {
    await Promise.all(clients.map((c) => c.end()));
    throw error;
  }
};

/**
 * Orders, packages, their positions, items and scans into bare tables through COPY, one
 * connection per table so the server parses all five while this process generates the rows;
 * then the keys and indexes the migrations define, built once over the loaded rows.
 */
const copyOrders = async (client: pg.Client, url: string, scale: OrderScale, pools: OrderPools) => {
  const { keep } = scanTotals(scale, pools.now);
  const deferred = await dropKeys(client, orderTables);
  const counter = { events: 0 };
  const clients = await connect(url, 5);
  try {
    const [, ordersCopyMs] = await timed(() =>
      Promise.all([
        copyRows(clients[0]!, 'orders', orderColumns, orderLines(scale, pools)),
        copyRows(clients[1]!, 'packages', packageColumns, packageLines(scale, pools)),
        copyRows(clients[2]!, 'package_positions', positionColumns, positionLines(scale, pools)),
        copyRows(clients[3]!, 'items', itemColumns, itemLines(scale, pools)),
        copyRows(clients[4]!, 'tracking_events', eventColumns, eventLines(scale, pools, keep, counter)),
      ]),
    );
    const builders = clients.slice(0, 2);
    const [, indexMs] = await timed(async () => {
      for (const builder of builders) await builder.query(`set maintenance_work_mem = '256MB'`);
      await restoreKeys(builders, deferred);
      for (const table of serialTables) await advanceSequence(client, table);
    });
    return { ordersCopyMs, indexMs };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
};

const countRows = async (client: pg.Client) => {
  const { rows } = await client.query<SeedResult['rows'] & { positions: number }>(
    `select (select count(*) from orders)::int as orders, (select count(*) from packages)::int as packages,
            (select count(*) from package_positions)::int as positions,
            (select count(*) from items)::int as items, (select count(*) from tracking_events)::int as events`,
  );
  const { positions, ...counts } = rows[0]!;
  // The keys make every position a package's; this makes every package have one.
  if (positions !== counts.packages) throw new Error(`${counts.packages} packages but ${positions} package positions seeded`);
  return counts;
};

/** The alert counts over the seeded data, straight from the tables, for the report and the endpoint checks. */
const countStale = async (client: pg.Client) => {
  const { rows } = await client.query<SeedResult['stale']>(
    `select count(*) filter (where p.checkpoint_id = 17)::int as "onTheWay",
            count(*) filter (where p.checkpoint_id = 12)::int as "atMiami",
            count(*) filter (where p.checkpoint_id = 17 and p.checkpoint_at < now() - interval '2 days')::int as "onTheWay2Days",
            count(*) filter (where p.checkpoint_id = 12 and o.shipping_method = 'next-day' and p.checkpoint_at < now() - interval '2 days')::int as "nextDayMiami2Days",
            count(*) filter (where p.checkpoint_id = 12 and o.shipping_method <> 'next-day' and p.checkpoint_at < now() - interval '4 days')::int as "othersMiami4Days"
       from package_positions p join orders o on o.id = p.order_id
      where o.deleted_at is null and p.checkpoint_id in (12, 17)`,
  );
  return rows[0]!;
};

const sampleIds = async (client: pg.Client, customers: number) => {
  const admin = await client.query<{ id: number }>('select id from users where email = $1', [benchAdminEmail]);
  const middle = await client.query<{ id: number }>(
    `select id from users where account_type in ('personal', 'business') order by id offset $1 limit 1`,
    [Math.floor(customers / 2)],
  );
  const adminId = admin.rows[0]?.id;
  const middleCustomerId = middle.rows[0]?.id;
  if (adminId === undefined || middleCustomerId === undefined) throw new Error('seeded rows not found');
  return { adminId, middleCustomerId };
};

const middleOrder = async (client: pg.Client, orders: number) => {
  const { rows } = await client.query<{ id: number }>('select id from orders where deleted_at is null and id >= $1 order by id limit 1', [Math.floor(orders / 2)]);
  if (!rows[0]) throw new Error('no live order seeded');
  return rows[0].id;
};

/**
 * Schema, reference data, staff and customers, then orders with their packages, package
 * positions, items and scans, all through COPY. Every user shares one argon2 hash: hashing 50k
 * passwords would take minutes and measure nothing.
 */
export const seedScale = async (url: string, scale: SeedScale): Promise<SeedResult> => {
  const start = performance.now();
  const [, migrateMs] = await timed(() => migrateAndSeedReference(url));
  const [passwordHash, hashMs] = await timed(() => hashPassword('bench-password'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [, copyMs] = await timed(() => copyUsers(client, scale.customers, passwordHash));
    const ids = await sampleIds(client, scale.customers);
    const pools = await orderPools(client, ids.adminId, Date.now());
    const { ordersCopyMs, indexMs } = await copyOrders(client, url, scale, pools);
    // VACUUM also flushes the GIN pending lists and sets the visibility map, as autovacuum
    // would have long done on a live table; ANALYZE gives the planner real statistics.
    const [, analyzeMs] = await timed(() => client.query(`vacuum (analyze) users, ${orderTables.join(', ')}`));
    const rows = await countRows(client);
    const stale = await countStale(client);
    const middleOrderId = await middleOrder(client, rows.orders);
    const totalMs = performance.now() - start;
    return {
      ...ids,
      customers: scale.customers,
      staff: staffCount,
      rows,
      stale,
      middleOrderId,
      timings: { migrateMs, hashMs, copyMs, ordersCopyMs, indexMs, analyzeMs, totalMs },
    };
  } finally {
    await client.end();
  }
};
