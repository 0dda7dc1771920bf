import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOf } from '../../../src/domain/common';
import { userInvoicesLimit, zInvoiceRow } from '../../../src/domain/invoices';
import { createOrder as insertOrder } from '../../helpers/server/orders-factory';
import { createInvoicesContext, type Headers, type InvoicesContext } from './invoice-context';

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

const list = (userId: number, headers: Headers, query = '') => ctx.send('GET', `/api/users/${userId}/invoices${query}`, headers);
const rows = async (userId: number, headers: Headers, query = '') => {
  const response = await list(userId, headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return listOf(zInvoiceRow).parse(response.json()).data;
};

describe('GET /api/users/:id/invoices', () => {
  it("lists the customer's invoices newest first, each with its state, amounts and whether it is in the caller's cart", async () => {
    const owner = await ctx.person({ type: 'business' });
    const { order: firstOrder, invoice: unpaid } = await ctx.invoicedOrder(undefined, owner.id);
    const { invoice: approved } = await ctx.approvedInvoice('online', owner.id);
    const { invoice: paid } = await ctx.approvedInvoice('card', owner.id);
    expect((await ctx.pay(paid.id, 'card')).statusCode).toBe(200);
    await ctx.putInCart(owner.id, approved.id);

    const seen = await rows(owner.id, owner.headers);
    expect(seen.map((row) => [row.id, row.status, row.type, row.in_cart])).toEqual([
      [paid.id, 'paid', 'card', false],
      [approved.id, 'approved', 'online', true],
      [unpaid.id, 'unpaid', null, false],
    ]);
    expect(seen[2]).toEqual({ id: unpaid.id, pseudo_id: unpaid.pseudo_id, order: firstOrder.id, status: 'unpaid', type: null, value: 94.89, grandTotal: 94.89, created_at: expect.any(String), paid_on: null, in_cart: false });
    expect(seen[0]).toMatchObject({ value: 94.89, grandTotal: 97.74, paid_on: expect.any(String) });
    // Staff see the same list; in_cart is about their own cart.
    expect((await rows(owner.id, ctx.worker.headers)).map((row) => row.in_cart)).toEqual([false, false, false]);

    expect((await rows(owner.id, owner.headers, '?status=approved')).map((row) => row.id)).toEqual([approved.id]);
    expect((await rows(owner.id, owner.headers, '?status=paid')).map((row) => row.id)).toEqual([paid.id]);
    expect((await rows(owner.id, owner.headers, '?status=unpaid')).map((row) => row.id)).toEqual([unpaid.id]);
    expect(await rows(owner.id, owner.headers, '?status=')).toHaveLength(3);
    const bad = await list(owner.id, owner.headers, '?status=overdue');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: 'Status must be unpaid, approved or paid' });
  });

  it('leaves out the invoice of a deleted order', async () => {
    const owner = await ctx.person({ type: 'personal' });
    const { order, invoice } = await ctx.invoicedOrder(undefined, owner.id);
    const { invoice: kept } = await ctx.invoicedOrder(undefined, owner.id);
    await ctx.putInCart(owner.id, invoice.id);
    expect((await ctx.mutate('DELETE', `/api/orders/${order.id}`, ctx.special.headers)).statusCode).toBe(200);
    expect((await rows(owner.id, owner.headers)).map((row) => row.id)).toEqual([kept.id]);
    expect(await ctx.cartsHolding(invoice.id)).toEqual([]);
  });

  it(`answers at most the newest ${userInvoicesLimit}`, async () => {
    const owner = await ctx.person({ type: 'personal' });
    const { order } = await insertOrder(ctx.app, { customer: owner.id });
    // 200 more orders like it and an invoice for each, made in the database: the API would take minutes.
    const { rows: columns } = await ctx.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'orders' and column_name <> 'id'`,
    );
    const names = sql.raw(columns.map((row) => `"${row.column_name}"`).join(', '));
    await ctx.db.execute(sql`insert into orders (${names}) select ${names} from orders, generate_series(1, ${userInvoicesLimit}) where id = ${order.id}`);
    const made = await ctx.db.execute<{ id: number }>(
      sql`insert into invoices (order_id, user_id, created_by, rates_date) select id, user_id, created_by, current_date from orders where user_id = ${owner.id} order by id returning id`,
    );
    const newest = made.rows.map((row) => row.id).sort((a, b) => b - a);
    expect((await rows(owner.id, owner.headers)).map((row) => row.id)).toEqual(newest.slice(0, userInvoicesLimit));
  });

  it("answers 404 to a customer asking for another's, and for an id that is not a customer's", async () => {
    const owner = await ctx.person({ type: 'personal' });
    await ctx.invoicedOrder(undefined, owner.id);
    const stranger = await ctx.person({ type: 'personal' });
    expect((await list(owner.id, stranger.headers)).statusCode).toBe(404);
    expect((await list(ctx.worker.id, ctx.admin.headers)).statusCode).toBe(404);
    expect((await list(999_999, ctx.admin.headers)).statusCode).toBe(404);
    expect((await list(owner.id, (await ctx.person({ type: 'basic' })).headers)).statusCode).toBe(403);
    expect(await rows(owner.id, (await ctx.person({ type: 'worker-v2' })).headers)).toHaveLength(1);
  });
});
