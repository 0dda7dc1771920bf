import { asc } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zActivityLogPage } from '../../src/domain/logs';
import { zOrder } from '../../src/domain/orders';
import { zEditedOrdersCounts } from '../../src/domain/reports';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { taxes } from '../../src/server/db/schema';
import { registerMutations } from '../../src/server/http/mutations';
import { businessToday } from '../../src/server/time';
import { createUser, signedIn, type Actor } from '../helpers/server/factories';
import { orderData } from '../helpers/server/orders/order-fixtures';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers/server/test-app';

// Routes marked `reads: 'replica'` (the reports) read DATABASE_READ_URL's database when it is set,
// the primary otherwise. tests/proof/read-replica.proof.ts runs them on a real streaming replica;
// here a second copy of the test database, which no write ever reaches, stands in for a replica
// that lags for ever, so the routing shows without a second cluster.

type World = { app: TestApp; admin: Actor; worker: Actor; customer: number; taxId: number };

const worldOn = async (app: TestApp): Promise<World> => ({
  app,
  admin: await signedIn(app, { type: 'admin' }),
  worker: await signedIn(app, { type: 'worker' }),
  customer: (await createUser(app, { type: 'personal' })).id,
  taxId: (await app.deps.database.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1))[0]!.id,
});

const editedToday = async ({ app, admin }: World) => {
  const response = await app.inject({ method: 'GET', url: `/api/reports/orders/edited?date=${businessToday()}`, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(200);
  return zEditedOrdersCounts.parse(response.json()).day_orders_count;
};

const createOrder = async ({ app, worker, customer, taxId }: World) => {
  const response = await app.inject({ method: 'POST', url: '/api/orders', headers: worker.headers, payload: { data: orderData(customer, taxId) } });
  expect(response.statusCode, response.body).toBe(201);
  return zOrder.parse(response.json());
};

let standIn: Awaited<ReturnType<typeof createTestDatabase>>;
let primaryOnly: World;
let withReplica: World;
beforeAll(async () => {
  standIn = await createTestDatabase();
  primaryOnly = await worldOn(await createTestApp());
  withReplica = await worldOn(await createTestApp({ databaseReadUrl: standIn.url }));
});
afterAll(async () => {
  await Promise.all([primaryOnly.app.close(), withReplica.app.close()]);
  await standIn.drop();
});

describe("routes marked reads: 'replica'", () => {
  it('read the primary when DATABASE_READ_URL is unset: a report counts an order the moment it is made', async () => {
    expect(primaryOnly.app.deps.readDatabase).toBe(primaryOnly.app.deps.database);
    const before = await editedToday(primaryOnly);
    await createOrder(primaryOnly);
    expect(await editedToday(primaryOnly)).toBe(before + 1);
  });

  it("read DATABASE_READ_URL's database when it is set, while mutations and every other read stay on the primary", async () => {
    expect(withReplica.app.deps.readDatabase.pool).not.toBe(withReplica.app.deps.database.pool);
    const order = await createOrder(withReplica);
    expect(await editedToday(withReplica)).toBe(0);
    const readBack = await withReplica.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: withReplica.worker.headers });
    expect(readBack.statusCode, readBack.body).toBe(200);
    const logs = await withReplica.app.inject({ method: 'POST', url: '/api/logs', headers: withReplica.admin.headers, payload: { data: { fromDate: businessToday(), toDate: businessToday() } } });
    expect(logs.statusCode, logs.body).toBe(200);
    expect(zActivityLogPage.parse(logs.json()).meta.total).toBe(0);
  });

  it('may not be a route that writes in a transaction: such a route is refused when it is registered', async () => {
    const database = openDatabase('postgres://nobody@127.0.0.1:1/none');
    const app = Fastify();
    registerMutations(app, database, database);
    const route = (config: object) => () => app.post('/api/written', { config: { activity: null, ...config } }, async () => ({}));
    expect(route({ reads: 'replica' })).toThrow("Mutating route /api/written runs on the primary and cannot declare config.reads 'replica'");
    expect(route({ reads: 'replica', transaction: false })).not.toThrow();
    await database.pool.end();
  });
});

describe('DATABASE_READ_URL', () => {
  it('is read beside DATABASE_URL, and refused without it: the embedded PostgreSQL has no replica', () => {
    const env = { DATA_DIR: '.tmp/test-data', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://primary/freight', DATABASE_READ_URL: 'postgres://replica/freight' }).databaseReadUrl).toBe('postgres://replica/freight');
    expect(() => loadConfig({ ...env, DATABASE_READ_URL: 'postgres://replica/freight' })).toThrow('DATABASE_READ_URL names a replica of the primary in DATABASE_URL; set DATABASE_URL too');
  });
});
