import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zAlertStats } from '../../src/domain/alerts';
import { deliveriesPageSize, deliveryMessages, zDeliveriesPage, zDelivery, type Delivery, type DeliveryTimeWindow } from '../../src/domain/deliveries';
import { zPackageInsList } from '../../src/domain/package-ins';
import { activityLogs, deliveries, deliveryOrders, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { seedDemoDeliveries } from '../../src/server/db/seed/seed-demo-deliveries';
import { businessToday } from '../../src/server/time';
import { countStays, expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../helpers/server/access-cases';
import { useAppWithAdmin } from '../helpers/server/app-with-admin';
import { createUser, signedIn, type Actor } from '../helpers/server/factories';
import { createOrder } from '../helpers/server/orders-factory';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

const ctx = useAppWithAdmin({ driver: { type: 'worker', firstName: 'Dana', lastName: 'Driver' } });

type Headers = Record<string, string>;
const today = businessToday();
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type DeliverySpec = { customer?: number; date?: string; time?: DeliveryTimeWindow; directions?: string; weight?: number; cents?: number; orders?: number[]; deliveredAt?: Date; deliveredBy?: number };
let sequence = 0;
/** A delivery written straight into the tables, as checkout will create them. */
const createDelivery = async (spec: DeliverySpec = {}) => {
  const n = ++sequence;
  const customer = spec.customer ?? (await createUser(ctx.app, { type: 'personal', firstName: `Cust${n}`, lastName: `Omer${n}` })).id;
  const [row] = await ctx.db
    .insert(deliveries)
    .values({
      userId: customer,
      directions: spec.directions ?? `House ${n}, Palm Street`,
      date: spec.date ?? today,
      timeWindow: spec.time ?? '1:00pm-3:00pm',
      weightLb: spec.weight ?? 12.5,
      totalCents: spec.cents ?? 2500,
      deliveredAt: spec.deliveredAt ?? null,
      deliveredBy: spec.deliveredAt ? (spec.deliveredBy ?? ctx.admin.id) : null,
    })
    .returning();
  if (spec.orders?.length) await ctx.db.insert(deliveryOrders).values(spec.orders.map((orderId) => ({ deliveryId: row!.id, orderId })));
  return { ...row!, customer };
};

const list = async (query: string, headers: Headers = ctx.driver.headers) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/deliveries?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return zDeliveriesPage.parse(response.json());
};
const tick = (id: number | string, payload?: unknown, headers: Headers = ctx.driver.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/deliveries/${id}/delivered`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const rowOf = async (id: number) => (await ctx.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;
const deliveredCount = async () => (await ctx.db.select({ n: count() }).from(deliveries).where(isNotNull(deliveries.deliveredAt)))[0]!.n;

/** Every list test works on deliveries of a date of its own, so tests do not see each other's rows. */
let dayCounter = 0;
const ownDay = () => addDays('2001-01-01', 10 * ++dayCounter);

describe('GET /api/deliveries', () => {
  it('answers each delivery with its customer, flag, orders, weight, total in dollars and Nassau date', async () => {
    const date = ownDay();
    const flaggedCustomer = await createUser(ctx.app, { type: 'business', firstName: 'Fiona', lastName: 'Flagged', flagged: true });
    const { order: first } = await createOrder(ctx.app, { customer: flaggedCustomer.id });
    const { order: second } = await createOrder(ctx.app, { customer: flaggedCustomer.id });
    const made = await createDelivery({ customer: flaggedCustomer.id, date, time: '4:00pm-6:00pm', directions: 'Pink house, Bay Street', weight: 31.75, cents: 1250, orders: [second.id, first.id] });
    const page = await list(`date=${date}`);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 1 });
    expect(page.data[0]).toEqual({
      id: made.id,
      delivered: false,
      flagged: true,
      user: { id: flaggedCustomer.id, first_name: 'Fiona', last_name: 'Flagged' },
      directions: 'Pink house, Bay Street',
      time: '4:00pm-6:00pm',
      weight: 31.75,
      orders: [first.id, second.id],
      total: 12.5,
      date,
      delivered_at: null,
      delivered_by: null,
    } satisfies Delivery);
  });

  it('puts undelivered first, by day and window; then the delivered, latest first', async () => {
    const date = ownDay();
    const next = addDays(date, 1);
    const late = await createDelivery({ date, time: '4:00pm-6:00pm' });
    const early = await createDelivery({ date, time: '10:00am-12:00pm' });
    const middle = await createDelivery({ date, time: '1:00pm-3:00pm' });
    const tomorrow = await createDelivery({ date: next, time: '10:00am-12:00pm' });
    const doneEarly = await createDelivery({ date, time: '10:00am-12:00pm', deliveredAt: new Date() });
    const doneLater = await createDelivery({ date: next, time: '1:00pm-3:00pm', deliveredAt: new Date() });
    const ids: number[] = [];
    for (const day of [date, next]) ids.push(...(await list(`search=${encodeURIComponent('Palm Street')}&date=${day}`)).data.map((d) => d.id));
    const page = await list(`search=Palm`);
    const order = page.data.map((d) => d.id).filter((id) => ids.includes(id));
    expect(order).toEqual([early.id, middle.id, late.id, tomorrow.id, doneLater.id, doneEarly.id]);
  });

  it('searches the customer name, the customer number, the directions and an order id', async () => {
    const date = ownDay();
    const customer = await createUser(ctx.app, { type: 'personal', firstName: 'Quentin', lastName: 'Zephyrson' });
    const { order } = await createOrder(ctx.app, { customer: customer.id });
    const named = await createDelivery({ customer: customer.id, date, orders: [order.id] });
    const directed = await createDelivery({ date, directions: 'Behind the lighthouse_% museum' });
    const idsFor = async (search: string) => (await list(`date=${date}&search=${encodeURIComponent(search)}`)).data.map((d) => d.id);
    expect(await idsFor('zephyr')).toEqual([named.id]);
    expect(await idsFor('Quentin Zeph')).toEqual([named.id]);
    expect(await idsFor(String(customer.id))).toEqual([named.id]);
    expect(await idsFor(String(order.id))).toEqual([named.id]);
    expect(await idsFor('LIGHTHOUSE_%')).toEqual([directed.id]);
    expect(await idsFor('_%')).toEqual([directed.id]);
    expect(await idsFor('nobody-matches-this')).toEqual([]);
    expect((await idsFor('')).sort()).toEqual([named.id, directed.id].sort());
  });

  it(`pages by ${deliveriesPageSize} with the last page and the total`, async () => {
    const date = ownDay();
    for (let i = 0; i < deliveriesPageSize + 3; i++) await createDelivery({ date });
    const first = await list(`date=${date}`);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: deliveriesPageSize + 3 });
    expect(first.data).toHaveLength(deliveriesPageSize);
    const second = await list(`date=${date}&page=2`);
    expect(second.data).toHaveLength(3);
    expect(new Set([...first.data, ...second.data].map((d) => d.id)).size).toBe(deliveriesPageSize + 3);
  });

  it.each([
    ['a date that is not one', 'date=tomorrow', 'date'],
    ['page 0', 'page=0', 'page'],
    ['a 101-character search', `search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with 400 on its field', async (_, query, field) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/deliveries?${query}`, headers: ctx.driver.headers });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('POST /api/deliveries/:id/delivered', () => {
  it('records the device time and the driver, and answers the delivery as delivered', async () => {
    const made = await createDelivery();
    const at = new Date(Date.now() - 3 * 60 * 60_000);
    const response = await tick(made.id, { delivered_at: at.toISOString() });
    expect(response.statusCode).toBe(200);
    expect(zDelivery.parse(response.json())).toMatchObject({
      id: made.id,
      delivered: true,
      delivered_at: at.toISOString(),
      delivered_by: { id: ctx.driver.id, first_name: 'Dana', last_name: 'Driver' },
    });
    expect(await rowOf(made.id)).toMatchObject({ deliveredAt: at, deliveredBy: ctx.driver.id });
  });

  it('takes the server time without a body', async () => {
    const made = await createDelivery();
    const before = Date.now();
    const response = await tick(made.id);
    expect(response.statusCode).toBe(200);
    expect(Date.parse(zDelivery.parse(response.json()).delivered_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is permanent: a second tick by anyone changes nothing and answers the first one', async () => {
    const made = await createDelivery();
    const first = await tick(made.id, { delivered_at: new Date(Date.now() - 60_000).toISOString() });
    const stored = await rowOf(made.id);
    const other = await signedIn(ctx.app, { type: 'worker-v2' });
    const second = await tick(made.id, { delivered_at: new Date().toISOString() }, other.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await rowOf(made.id)).toEqual(stored);
  });

  it('replays a retried tick and applies ten concurrent ticks once', async () => {
    const made = await createDelivery();
    const headers = withIdempotencyKey(ctx.driver.headers);
    const first = await tick(made.id, {}, headers);
    expectReplayed(first, await tick(made.id, {}, headers), 200);
    expectKeyMismatch(await tick(made.id, { delivered_at: new Date().toISOString() }, headers));

    const racing = await createDelivery();
    const callers = await Promise.all(Array.from({ length: 5 }, () => signedIn(ctx.app, { type: 'worker' })));
    const responses = await Promise.all(callers.flatMap((c) => [tick(racing.id, {}, c.headers), tick(racing.id, {}, c.headers)]));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(callers.map((c) => c.id)).toContain((await rowOf(racing.id)).deliveredBy);
  });

  it('accepts a device clock up to a minute ahead and refuses one further ahead with 400, changing nothing', async () => {
    const made = await createDelivery();
    const refused = await tick(made.id, { delivered_at: new Date(Date.now() + 5 * 60_000).toISOString() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'VALIDATION', message: deliveryMessages.inFuture, fields: { delivered_at: deliveryMessages.inFuture } });
    expect((await rowOf(made.id)).deliveredAt).toBeNull();
    expect((await tick(made.id, { delivered_at: new Date(Date.now() + 20_000).toISOString() })).statusCode).toBe(200);
  });

  it('refuses a delivered_at that is not a date with 400', async () => {
    const made = await createDelivery();
    const response = await tick(made.id, { delivered_at: 'just now' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['delivered_at']);
    expect((await rowOf(made.id)).deliveredAt).toBeNull();
  });

  it('answers 404 for a delivery that does not exist', async () => {
    expect((await tick(999_999, {})).statusCode).toBe(404);
  });

  it('writes one activity-log row per tick', async () => {
    const made = await createDelivery();
    await tick(made.id, {});
    expect(await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.entity, 'delivery'), eq(activityLogs.entityId, made.id)))).toHaveLength(1);
  });
});

describe('who may see and tick deliveries', () => {
  it.each(['admin', 'worker', 'worker-v2'] as const)('lets a %s list and tick', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    const made = await createDelivery();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/deliveries', headers: caller.headers })).statusCode).toBe(200);
    expect((await tick(made.id, {}, caller.headers)).statusCode).toBe(200);
  });

  it.each(['accounts', 'basic', 'personal', 'business'] as const)('refuses a %s with 403, ticking nothing', async (type) => {
    const caller = await signedIn(ctx.app, { type, special: type === 'accounts' || type === 'basic' });
    const made = await createDelivery();
    const delivered = await countStays(deliveredCount);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/deliveries', headers: caller.headers })).statusCode).toBe(403);
    expect((await tick(made.id, {}, caller.headers)).statusCode).toBe(403);
    await delivered();
  });

  it("refuses an anonymous caller and a retired worker's token with 401, ticking nothing", async () => {
    const retired = await signedIn(ctx.app, { type: 'worker', retired: true });
    const made = await createDelivery();
    const delivered = await countStays(deliveredCount);
    for (const headers of [{}, retired.headers]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/deliveries', headers })).statusCode).toBe(401);
      expect((await tick(made.id, {}, headers)).statusCode).toBe(401);
    }
    await delivered();
  });
});

describe('outstanding_deliveries in GET /api/alerts/stats', () => {
  const outstanding = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers: ctx.admin.headers });
    expect(response.statusCode).toBe(200);
    return zAlertStats.parse(response.json()).outstanding_deliveries;
  };

  it('counts the undelivered deliveries dated today in Nassau or earlier', async () => {
    const before = await outstanding();
    await createDelivery({ date: addDays(today, -2) });
    const dueToday = await createDelivery({ date: today });
    await createDelivery({ date: addDays(today, 1) });
    await createDelivery({ date: today, deliveredAt: new Date() });
    expect(await outstanding()).toBe(before + 2);
    await tick(dueToday.id, {});
    expect(await outstanding()).toBe(before + 1);
  });
});

describe('demo deliveries and held packages', () => {
  let demo: TestApp;
  let demoAdmin: Actor;
  beforeAll(async () => {
    demo = await createTestApp();
    await seedDemo(demo.deps.database.db);
    demoAdmin = await signedIn(demo, { type: 'admin' });
  }, 60_000);
  afterAll(async () => demo.close());

  it('spreads about twenty deliveries around today, some delivered, some for flagged customers, each with orders', async () => {
    const response = await demo.inject({ method: 'GET', url: '/api/deliveries?page=1', headers: demoAdmin.headers });
    const page = zDeliveriesPage.parse(response.json());
    expect(page.meta.total).toBe(20);
    const all = [...page.data, ...zDeliveriesPage.parse((await demo.inject({ method: 'GET', url: '/api/deliveries?page=2', headers: demoAdmin.headers })).json()).data];
    expect(all.filter((d) => d.delivered).length).toBeGreaterThanOrEqual(4);
    expect(all.filter((d) => !d.delivered && d.date === today).length).toBeGreaterThanOrEqual(2);
    expect(all.some((d) => d.flagged)).toBe(true);
    expect(all.every((d) => d.orders.length > 0 && d.weight > 0)).toBe(true);
    expect(all.every((d) => Math.abs(Date.parse(d.date) - Date.parse(today)) <= 3 * 86_400_000)).toBe(true);
    for (const d of all.filter((x) => x.delivered)) expect(Date.parse(d.delivered_at!)).toBeLessThan(Date.now());
    const stats = zAlertStats.parse((await demo.inject({ method: 'GET', url: '/api/alerts/stats', headers: demoAdmin.headers })).json());
    expect(stats.outstanding_deliveries).toBeGreaterThan(0);
  });

  it('holds three Packages In entries with their tracking numbers', async () => {
    const response = await demo.inject({ method: 'GET', url: '/api/package-ins', headers: demoAdmin.headers });
    const entries = zPackageInsList.parse(response.json()).data;
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.packages_count).sort()).toEqual([2, 3, 4]);
    expect(entries.flatMap((e) => e.packages).filter((p) => p.checked)).toHaveLength(1);
  });

  it('seeds nothing more the second time', async () => {
    const before = (await demo.deps.database.db.select({ n: count() }).from(deliveries))[0]!.n;
    await seedDemoDeliveries(demo.deps.database.db);
    expect((await demo.deps.database.db.select({ n: count() }).from(deliveries))[0]!.n).toBe(before);
    const flagged = await demo.deps.database.db.select({ n: count() }).from(users).where(eq(users.flagged, true));
    expect(flagged[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
