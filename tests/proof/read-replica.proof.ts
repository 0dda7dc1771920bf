import { isDeepStrictEqual } from 'node:util';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zActivityLogPage } from '../../src/domain/logs';
import { zOrder } from '../../src/domain/orders';
import { zEditedOrdersCounts } from '../../src/domain/reports';
import { buildApp, type BuiltApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { taxes } from '../../src/server/db/schema';
import { seedReference } from '../../src/server/db/seed/seed-reference';
import { businessToday } from '../../src/server/time';
import { startReplicaPair, type ReplicaPair } from '../helpers/proof/replica-cluster';
import { createUser, signedIn, type Actor } from '../helpers/server/factories';
import { editData, orderData } from '../helpers/server/orders/order-fixtures';
import { testConfig } from '../helpers/server/test-app';

// Issue 22, part 3: the app on a primary and a streaming replica made with pg_basebackup -R, the
// reports marked `reads: 'replica'` reading the replica (docs/operations.md, DATABASE_READ_URL).

const appDatabase = 'freight';
const today = businessToday();

let pair: ReplicaPair | undefined;
let app: BuiltApp | undefined;
/** A connection of the test's own to the replica: what it holds, and its replay switch. */
let replica: pg.Client | undefined;
let admin: Actor;
let worker: Actor;
let customer: number;
let taxId: number;
const figures: string[] = [];

/** The app's database on the primary, migrated and seeded as the test template is, before the base backup copies it. */
const prepareAppDatabase = async (primaryUrl: (database: string) => string) => {
  const admin = new pg.Client({ connectionString: primaryUrl('postgres') });
  await admin.connect();
  await admin.query(`create database ${appDatabase}`).finally(() => admin.end());
  const { pool, db } = openDatabase(primaryUrl(appDatabase), { max: 1 });
  try {
    await migrateDatabase(db);
    await seedReference(db);
  } finally {
    await pool.end();
  }
};

beforeAll(async () => {
  const started = performance.now();
  pair = await startReplicaPair(prepareAppDatabase);
  figures.push(`primary made, migrated, copied by pg_basebackup -R and the replica started in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  replica = new pg.Client({ connectionString: pair.replicaUrl(appDatabase) });
  await replica.connect();
  app = await buildApp(testConfig(pair.primaryUrl(appDatabase), { databaseReadUrl: pair.replicaUrl(appDatabase) }));
  await app.ready();
  admin = await signedIn(app, { type: 'admin' });
  worker = await signedIn(app, { type: 'worker' });
  customer = (await createUser(app, { type: 'personal' })).id;
  taxId = (await app.deps.database.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1))[0]!.id;
});

afterAll(async () => {
  console.log(`\nread replica (issue 22, part 3)\n${figures.map((line) => `  ${line}`).join('\n')}`);
  try {
    await replica?.end();
    await app?.close();
  } finally {
    await pair?.stop();
  }
});

/** Polls every 10 ms until the check holds, for at most 10 s; answers how long it took. */
const waitUntil = async (what: string, check: () => Promise<boolean>) => {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 10_000) throw new Error(`${what}: not within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Math.round(performance.now() - started);
};

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor, payload?: object) => app!.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A report marked for the replica: today's new and edited orders. */
const editedToday = async () => {
  const response = await send('GET', `/api/reports/orders/edited?date=${today}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return zEditedOrdersCounts.parse(response.json());
};

/** The activity log, a POST that reads and is marked for the replica too: today's rows. */
const activityToday = async () => {
  const response = await send('POST', '/api/logs', admin, { data: { fromDate: today, toDate: today } });
  expect(response.statusCode, response.body).toBe(200);
  return zActivityLogPage.parse(response.json()).meta.total;
};

const createOrder = async (vendor: string) => {
  const response = await send('POST', '/api/orders', worker, { data: orderData(customer, taxId, { vendor }) });
  expect(response.statusCode, response.body).toBe(201);
  return zOrder.parse(response.json());
};

/** A read that stays on the primary: the order itself, as the app reads it back after a change. */
const readOrder = async (id: number) => {
  const response = await send('GET', `/api/orders/${id}`, worker);
  expect(response.statusCode, response.body).toBe(200);
  return zOrder.parse(response.json());
};

const onReplica = async (orderId: number) => (await replica!.query('select 1 from orders where id = $1', [orderId])).rowCount === 1;

describe('a streaming replica behind DATABASE_READ_URL', () => {
  it('is a replica: in recovery, and refusing writes', async () => {
    expect((await replica!.query<{ standby: boolean }>('select pg_is_in_recovery() as standby')).rows[0]!.standby).toBe(true);
    await expect(replica!.query('update orders set vendor = vendor')).rejects.toThrow(/read-only transaction/);
  });

  it('receives a write made through the API, and the report read there counts it', async () => {
    const before = await editedToday();
    const order = await createOrder('Streamed vendor');
    const ms = await waitUntil('the new order on the replica', () => onReplica(order.id));
    figures.push(`an order created through the API was on the replica ${ms} ms after its 201`);
    expect(await editedToday()).toEqual({ day_orders_count: before.day_orders_count + 1, day_edited_orders: before.day_edited_orders });
  });

  it('keeps answering the reports with older figures while the replica lags, and catches up when it replays again', async () => {
    await replica!.query('select pg_wal_replay_pause()');
    await waitUntil('replay paused', async () => (await replica!.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state')).rows[0]!.state === 'paused');
    const before = await editedToday();
    const activityBefore = await activityToday();

    // Mutations run on the primary, which the paused replica cannot hold up: made, edited and read back at once.
    const order = await createOrder('Written while the replica lags');
    const edit = await send('PUT', `/api/orders/${order.id}`, worker, { data: editData(order, { vendor: 'Edited while the replica lags' }) });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await readOrder(order.id)).vendor).toBe('Edited while the replica lags');
    const primary = await app!.deps.database.pool.query('select vendor from orders where id = $1', [order.id]);
    expect(primary.rows).toEqual([{ vendor: 'Edited while the replica lags' }]);

    // The replica has received the change but not applied it: the reports answer as before it.
    const lag = await replica!.query<{ bytes: number }>('select pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn())::int as bytes');
    expect(await onReplica(order.id)).toBe(false);
    expect(await editedToday()).toEqual(before);
    expect(await activityToday()).toBe(activityBefore);
    figures.push(`replay paused: ${lag.rows[0]!.bytes} bytes of WAL received and not applied; the report and the activity log answered 200 with the figures from before the order, the order read back from the primary at once`);

    await replica!.query('select pg_wal_replay_resume()');
    const caughtUp = { day_orders_count: before.day_orders_count + 1, day_edited_orders: before.day_edited_orders + 1 };
    const ms = await waitUntil('the report catching up', async () => isDeepStrictEqual(await editedToday(), caughtUp));
    expect(await activityToday()).toBe(activityBefore + 2);
    figures.push(`replay resumed: the report counted the new and the edited order ${ms} ms later, and the log its 2 rows`);
  });
});
