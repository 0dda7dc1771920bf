import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ordersPageSize, zOrdersPage, type Order } from '../../../src/domain/orders';
import { orders } from '../../../src/server/db/schema';
import { createUser } from '../../helpers/server/factories';
import { createOrdersContext, editData, itemBody, packageBody, type Headers, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
beforeAll(async () => {
  ctx = await createOrdersContext();
});
afterAll(async () => ctx.app.close());

const list = (query: string, headers: Headers = ctx.admin.headers) => ctx.send('GET', `/api/orders/paginated?${query}`, headers);
const page = async (query: string, headers: Headers = ctx.admin.headers) => {
  const response = await list(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zOrdersPage.parse(response.json());
};
const ids = async (query: string) => (await page(query)).data.map((row) => row.id);
const setCreatedAt = (id: number, at: Date | string) => ctx.db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, id));
const customerNamed = (firstName: string, lastName: string, locationId = 2) => createUser(ctx.app, { type: 'personal', firstName, lastName, locationId });
const ordersFor = async (customerId: number, n: number, overrides: Record<string, unknown> = {}) => {
  const made: Order[] = [];
  for (let i = 0; i < n; i++) made.push(await ctx.createOrder(overrides, customerId));
  return made;
};
const newestFirst = (made: readonly Order[]) => made.map((o) => o.id).reverse();

describe('GET /api/orders/paginated', () => {
  it('pages newest first, 20 a page, with has_next from one row more and the count of matches', async () => {
    const pagey = await customerNamed('Pagey', 'Pageworth');
    const made = await ordersFor(pagey.id, ordersPageSize + 5);
    const one = await page('search=pageworth');
    expect(one.meta).toEqual({ current_page: 1, has_next: true, per_page: ordersPageSize, count: 25, count_capped: false });
    expect(one.data.map((row) => row.id)).toEqual(newestFirst(made).slice(0, ordersPageSize));
    const two = await page('search=pageworth&page=2');
    expect(two.meta).toEqual({ current_page: 2, has_next: false, per_page: ordersPageSize, count: 25, count_capped: false });
    expect(two.data.map((row) => row.id)).toEqual(newestFirst(made).slice(ordersPageSize));
    expect((await page('search=pageworth&page=3')).data).toEqual([]);
    const exactly = await customerNamed('Exactly', 'Twentyman');
    await ordersFor(exactly.id, ordersPageSize);
    expect((await page('search=twentyman')).meta.has_next).toBe(false);
  });

  it('lists oldest first with direction=asc, for a name search and for the whole list', async () => {
    const olde = await customerNamed('Olive', 'Oldestfirst');
    const made = await ordersFor(olde.id, 3);
    await setCreatedAt(made[0]!.id, '1999-01-01T12:00:00Z');
    const ascending = made.map((o) => o.id);
    expect(await ids('search=oldestfirst&direction=asc')).toEqual(ascending);
    expect(await ids('search=oldestfirst&direction=desc')).toEqual([...ascending].reverse());
    // The whole list from its oldest order: nothing in this file is older than the one moved back to 1999.
    expect((await ids('direction=asc'))[0]).toBe(made[0]!.id);
  });

  it('counts matches no further than 1,000, saying when there are more', async () => {
    const many = await customerNamed('Manny', 'Manyorders');
    const [first] = await ordersFor(many.id, 1);
    // 1,000 copies of that order, made in the database: the API would take minutes for them.
    const { rows } = await ctx.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'orders' and column_name <> 'id'`,
    );
    const columns = sql.raw(rows.map((row) => `"${row.column_name}"`).join(', '));
    await ctx.db.execute(sql`insert into orders (${columns}) select ${columns} from orders, generate_series(1, 1000) where id = ${first!.id}`);
    expect((await page('search=manyorders')).meta).toMatchObject({ count: 1000, count_capped: true });
    expect((await page(`search=${first!.id}`)).meta).toMatchObject({ count: 1, count_capped: false });
    expect((await page('search=nobodyhasthisname')).meta).toMatchObject({ count: 0, count_capped: false });
  });

  it('says whether each order is completed, as the order itself does, once an admin closes it', async () => {
    const closer = await customerNamed('Clara', 'Closewood');
    const [open, closed] = await ordersFor(closer.id, 2);
    const close = await ctx.send('POST', `/api/orders/${closed!.id}/close`, ctx.admin.headers);
    expect(close.statusCode, close.body).toBe(200);
    const rows = (await page('search=closewood')).data;
    expect(rows.map((row) => [row.id, row.completed])).toEqual([
      [closed!.id, true],
      [open!.id, false],
    ]);
  });

  it('gives each row the columns of the list, with the full description for the app to cut', async () => {
    const rowan = await createUser(ctx.app, { type: 'business', firstName: 'Rowan', lastName: 'Rowfield', flagged: true, locationId: 1 });
    const long = 'A very long description of a package that goes on';
    const order = await ctx.createOrder(
      { shipping_method: 'special', packages: [packageBody(ctx.taxId, { description: long }), packageBody(ctx.taxId, { type: 'envelope', description: 'Letters' })] },
      rowan.id,
    );
    const [row] = (await page('search=rowfield')).data;
    expect(row).toEqual({
      id: order.id,
      invoice_id: null,
      invoice_pseudo_id: null,
      invoice_paid: false,
      hasInvoice: false,
      status: 'pending',
      completed: false,
      customer: { id: rowan.id, full_name: 'Rowan Rowfield', flagged: true, location_id: 1 },
      method: 'special',
      package_count: 2,
      package_types: 'box, envelope',
      created_at: order.created_at,
      description: `${long}, Letters`,
      add_to_sheet: false,
    });
  });

  it('filters by method, with consolidate meaning the consolidation orders', async () => {
    const methodo = await customerNamed('Mo', 'Methodist');
    const [nextDay] = await ordersFor(methodo.id, 1, { shipping_method: 'next-day' });
    const [consolidation] = await ordersFor(methodo.id, 1, { shipping_method: 'consolidation' });
    const [small] = await ordersFor(methodo.id, 1, { shipping_method: 'consolidate-sm' });
    await ordersFor(methodo.id, 1, { shipping_method: 'standard' });
    expect(await ids('search=methodist&method=next-day')).toEqual([nextDay!.id]);
    expect(await ids('search=methodist&method=consolidate')).toEqual([consolidation!.id]);
    expect(await ids('search=methodist&method=consolidate-sm')).toEqual([small!.id]);
    expect(await ids('search=methodist')).toHaveLength(4);
    const bad = await list('method=code-red');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('method');
  });

  it("searches the client's name in any case and an order id exactly, and treats LIKE wildcards as text", async () => {
    const searchy = await customerNamed('Serena', 'Searchwell');
    const [first, second] = await ordersFor(searchy.id, 2);
    expect(await ids('search=SERENA%20search')).toEqual([second!.id, first!.id]);
    expect(await ids(`search=${first!.id}`)).toEqual([first!.id]);
    expect(await ids(`search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await ids(`search=${encodeURIComponent('Sere_a')}`)).toEqual([]);
    expect(await ids('search=999999999')).toEqual([]);
  });

  it('finds a client added or renamed after the same search was made, here or by another process', async () => {
    expect(await ids('search=quillonby')).toEqual([]);
    const added = await customerNamed('Quinn', 'Quillonby');
    const [first] = await ordersFor(added.id, 1);
    expect(await ids('search=quillonby')).toEqual([first!.id]);
    const renamed = await customerNamed('Ruth', 'Elsewhere');
    const [second] = await ordersFor(renamed.id, 1);
    const other = new pg.Client({ connectionString: ctx.app.deps.config.databaseUrl });
    await other.connect();
    await other.query(`update users set last_name = 'Quillonby' where id = $1`, [renamed.id]);
    await other.end();
    await vi.waitFor(async () => expect(await ids('search=quillonby')).toEqual([second!.id, first!.id]), { timeout: 2_000 });
  });

  it('filters by Nassau business dates, both inclusive, across the DST change', async () => {
    const dated = await customerNamed('Dee', 'Datewise');
    const [lateOn9th, midnight10th, lateOn10th, midnight11th] = await ordersFor(dated.id, 4);
    // 2024-03-10 starts at 05:00Z (EST, UTC-5); clocks go forward that night, so the 11th starts at 04:00Z.
    await setCreatedAt(lateOn9th!.id, '2024-03-10T04:59:59.999Z');
    await setCreatedAt(midnight10th!.id, '2024-03-10T05:00:00Z');
    await setCreatedAt(lateOn10th!.id, '2024-03-11T03:59:59.999Z');
    await setCreatedAt(midnight11th!.id, '2024-03-11T04:00:00Z');
    expect(await ids('search=datewise&start=2024-03-10&end=2024-03-10')).toEqual([lateOn10th!.id, midnight10th!.id]);
    expect(await ids('search=datewise&end=2024-03-09')).toEqual([lateOn9th!.id]);
    expect(await ids('search=datewise&start=2024-03-11')).toEqual([midnight11th!.id]);
    expect(await ids('search=datewise&start=2024-03-09&end=2024-03-11')).toEqual([midnight11th!.id, lateOn10th!.id, midnight10th!.id, lateOn9th!.id]);
    expect(await ids('search=datewise&start=2024-03-12&end=2024-03-01')).toEqual([]);
    for (const bad of ['start=yesterday', 'end=2024-13-01', 'start=10/03/2024']) {
      const response = await list(bad);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("filters by the customer's location", async () => {
    const madeira = await customerNamed('Mia', 'Locatelli', 1);
    const harbor = await customerNamed('Hal', 'Locatelli', 2);
    const [inMadeira] = await ordersFor(madeira.id, 1);
    const [inHarbor] = await ordersFor(harbor.id, 1);
    expect(await ids('search=locatelli&location=1')).toEqual([inMadeira!.id]);
    expect(await ids('search=locatelli&location=2')).toEqual([inHarbor!.id]);
    expect(await ids('search=locatelli')).toEqual([inHarbor!.id, inMadeira!.id]);
  });

  it('filters by the current checkpoint of any of its packages', async () => {
    const tracked = await customerNamed('Tracy', 'Checkley');
    const two = [packageBody(ctx.taxId), packageBody(ctx.taxId, { description: 'Second', items: [itemBody(ctx.taxId)] })];
    const [atCustoms, movedOn, oneOfTwo, unscanned] = await ordersFor(tracked.id, 4, { packages: two });
    await ctx.scan(atCustoms!.packages[0]!.id, 19);
    await ctx.scan(movedOn!.packages[0]!.id, 19);
    await ctx.scan(movedOn!.packages[0]!.id, 20);
    await ctx.scan(oneOfTwo!.packages[1]!.id, 19);
    await ctx.scan(oneOfTwo!.packages[0]!.id, 18);
    expect(await ids('search=checkley&checkpoint=19')).toEqual([oneOfTwo!.id, atCustoms!.id]);
    expect(await ids('search=checkley&checkpoint=20')).toEqual([movedOn!.id]);
    expect(await ids('search=checkley')).toContain(unscanned!.id);
  });

  it('combines filters, and treats blank ones as absent', async () => {
    const combo = await customerNamed('Cora', 'Combes', 1);
    const [wanted] = await ordersFor(combo.id, 1, { shipping_method: 'next-day' });
    await ordersFor(combo.id, 1, { shipping_method: 'standard' });
    await setCreatedAt(wanted!.id, '2024-06-15T12:00:00Z');
    expect(await ids('search=combes&method=next-day&location=1&start=2024-06-15&end=2024-06-15')).toEqual([wanted!.id]);
    expect(await ids('search=combes&method=next-day&location=2')).toEqual([]);
    expect(await ids('search=combes&method=&start=&end=&location=&checkpoint=')).toHaveLength(2);
  });

  it('counts the orders created and edited today in Nassau, leaving out deleted ones', async () => {
    const [{ midnight }] = (
      await ctx.db.execute<{ midnight: string }>(sql`select (date_trunc('day', now() at time zone 'America/Nassau') at time zone 'America/Nassau')::text as midnight`)
    ).rows as [{ midnight: string }];
    const counts = async () => (await page('')).additional;
    const before = await counts();
    const today = await ctx.createOrder();
    const yesterday = await ctx.createOrder();
    await setCreatedAt(yesterday.id, new Date(new Date(midnight).getTime() - 1));
    const startOfToday = await ctx.createOrder();
    await setCreatedAt(startOfToday.id, midnight);
    expect(await counts()).toEqual({ today_order_count: before.today_order_count + 2, today_orders_edited: before.today_orders_edited });
    expect((await ctx.update(yesterday.id, editData(yesterday))).statusCode).toBe(200);
    expect((await ctx.update(today.id, editData(today))).statusCode).toBe(200);
    expect(await counts()).toEqual({ today_order_count: before.today_order_count + 2, today_orders_edited: before.today_orders_edited + 2 });
    await ctx.db.update(orders).set({ editedAt: new Date(new Date(midnight).getTime() - 1) }).where(eq(orders.id, yesterday.id));
    expect((await counts()).today_orders_edited).toBe(before.today_orders_edited + 1);
    expect((await ctx.send('DELETE', `/api/orders/${today.id}`, ctx.special.headers)).statusCode).toBe(200);
    expect(await counts()).toEqual({ today_order_count: before.today_order_count + 1, today_orders_edited: before.today_orders_edited });
  });

  it.each(['admin', 'worker', 'worker-v2', 'basic'] as const)('serves a %s', async (type) => {
    expect((await list('', (await ctx.person({ type })).headers)).statusCode).toBe(200);
  });

  it.each(['accounts', 'personal', 'business'] as const)('refuses a %s with 403', async (type) => {
    expect((await list('', (await ctx.person({ type, special: type === 'accounts' })).headers)).statusCode).toBe(403);
  });

  it("refuses an anonymous caller and a retired worker's token with 401", async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', (await ctx.person({ type: 'worker', retired: true })).headers)).statusCode).toBe(401);
  });

  it.each(['page=0', 'page=abc', 'location=-1', 'checkpoint=x', 'direction=sideways'])('answers %s with 400 naming the parameter', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([query.split('=')[0]]);
  });
});
