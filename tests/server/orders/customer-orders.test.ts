import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../../src/domain/common';
import { zOrderRow, type Order } from '../../../src/domain/orders';
import { zCustomerOrdersPage } from '../../../src/domain/users';
import { orders } from '../../../src/server/db/schema';
import { signToken } from '../../../src/server/http/tokens';
import { createUser } from '../../helpers/server/factories';
import { createOrdersContext, type Headers, type OrdersContext } from '../../helpers/server/orders/order-fixtures';

let ctx: OrdersContext;
let customerHeaders: Headers;
let made: Order[];
beforeAll(async () => {
  ctx = await createOrdersContext();
  customerHeaders = { authorization: `Bearer ${await signToken(ctx.customerUser.id, ctx.app.deps.config.jwtSecret)}` };
  made = [];
  for (let i = 0; i < 12; i++) made.push(await ctx.createOrder({ vendor: `Vendor ${i}`, shipping_method: i % 2 ? 'next-day' : 'standard' }));
  // Another customer's orders must never show in this one's history.
  await ctx.createOrder({}, (await createUser(ctx.app, { type: 'business' })).id);
  await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.special.id }).where(eq(orders.id, made[0]!.id));
});
afterAll(async () => ctx.app.close());

const history = (userId: number, headers: Headers) => ctx.send('GET', `/api/users/${userId}/orders`, headers);
const paged = (userId: number, query: string, headers: Headers) => ctx.send('GET', `/api/users/${userId}/orders/list?${query}`, headers);
const liveNewestFirst = () => made.slice(1).map((o) => o.id).reverse();

describe('GET /api/users/:id/orders', () => {
  it("gives the customer their own live orders, newest first, as list rows", async () => {
    const response = await history(ctx.customerUser.id, customerHeaders);
    expect(response.statusCode).toBe(200);
    const { data } = listOf(zOrderRow).parse(response.json());
    expect(data.map((row) => row.id)).toEqual(liveNewestFirst());
    expect(data[0]).toMatchObject({ method: 'next-day', customer: { id: ctx.customerUser.id, full_name: 'Carla Customer', location_id: 1 } });
  });

  it.each(['admin', 'worker', 'worker-v2', 'basic'] as const)("lets a %s read any customer's history", async (type) => {
    const response = await history(ctx.customerUser.id, (await ctx.person({ type })).headers);
    expect(response.statusCode).toBe(200);
    expect(listOf(zOrderRow).parse(response.json()).data).toHaveLength(11);
  });

  it("answers a customer asking for another customer's history with 404", async () => {
    const stranger = await ctx.person({ type: 'personal' });
    expect((await history(ctx.customerUser.id, stranger.headers)).statusCode).toBe(404);
    const own = await history(stranger.id, stranger.headers);
    expect(listOf(zOrderRow).parse(own.json()).data).toEqual([]);
  });

  it('answers a staff id or an unknown id with 404', async () => {
    expect((await history(ctx.worker.id, ctx.admin.headers)).statusCode).toBe(404);
    expect((await history(999_999, ctx.admin.headers)).statusCode).toBe(404);
  });

  it('refuses an accounts user with 403 and an anonymous caller with 401', async () => {
    expect((await history(ctx.customerUser.id, (await ctx.person({ type: 'accounts' })).headers)).statusCode).toBe(403);
    expect((await history(ctx.customerUser.id, {})).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id/orders/list', () => {
  it('pages the history ten at a time with the total', async () => {
    const one = await paged(ctx.customerUser.id, 'page=1', ctx.admin.headers);
    expect(one.statusCode).toBe(200);
    const first = zCustomerOrdersPage.parse(one.json());
    expect(first.meta.pagination).toEqual({ current_page: 1, total_pages: 2, total: 11 });
    expect(first.data.map((row) => row.id)).toEqual(liveNewestFirst().slice(0, 10));
    const newest = made[11]!;
    expect(first.data[0]).toEqual({ id: newest.id, created_at: newest.created_at, delivery: 'next-day', vendor: 'Vendor 11', status: 'pending', invoice_id: null });
    const second = zCustomerOrdersPage.parse((await paged(ctx.customerUser.id, 'page=2', ctx.admin.headers)).json());
    expect(second.data.map((row) => row.id)).toEqual(liveNewestFirst().slice(10));
    expect(second.meta.pagination.current_page).toBe(2);
  });

  it('gives one empty page to a customer without orders', async () => {
    const fresh = await ctx.person({ type: 'business' });
    const body = zCustomerOrdersPage.parse((await paged(fresh.id, '', fresh.headers)).json());
    expect(body).toEqual({ data: [], meta: { pagination: { current_page: 1, total_pages: 1, total: 0 } } });
  });

  it("lets the customer page their own, and answers another's with 404", async () => {
    expect((await paged(ctx.customerUser.id, 'page=1', customerHeaders)).statusCode).toBe(200);
    expect((await paged(ctx.customerUser.id, 'page=1', (await ctx.person({ type: 'personal' })).headers)).statusCode).toBe(404);
  });

  it('refuses accounts with 403, anonymous with 401, and a bad page with 400', async () => {
    expect((await paged(ctx.customerUser.id, '', (await ctx.person({ type: 'accounts' })).headers)).statusCode).toBe(403);
    expect((await paged(ctx.customerUser.id, '', {})).statusCode).toBe(401);
    const bad = await paged(ctx.customerUser.id, 'page=0', ctx.admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('page');
  });
});
