import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages, zCart } from '../../../src/domain/cart';
import { activityLogs, cartItems, invoices, orders } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser, signedIn, type Actor } from '../../helpers/server/factories';
import { insertInvoice } from '../../helpers/server/invoice-factory';
import { createOrder } from '../../helpers/server/orders-factory';
import { approvedInvoice } from '../checkout/checkout-fixtures';

const ctx = useAppWithAdmin({ worker: { type: 'worker' } });

type Headers = Record<string, string>;
const getCart = (userId: number | string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/cart`, headers });
const add = (userId: number, invoice: unknown, headers: Headers) => ctx.app.inject({ method: 'POST', url: `/api/users/${userId}/cart`, headers, payload: { invoice } });
const remove = (userId: number, invoice: number | string, headers: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/users/${userId}/cart/${invoice}`, headers });
const cartOf = async (userId: number, headers: Headers = ctx.admin.headers) => {
  const response = await getCart(userId, headers);
  expect(response.statusCode, response.body).toBe(200);
  return zCart.parse(response.json());
};
const rowsInCart = async (userId: number) => (await ctx.db.select({ invoiceId: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId))).map((row) => row.invoiceId);
const activityOf = async (userId: number) => ctx.db.select().from(activityLogs).where(and(eq(activityLogs.userId, userId), eq(activityLogs.entity, 'cart')));

const customer = () => signedIn(ctx.app, { type: 'personal' });
const invoiceOf = (owner: Actor | { id: number }, valueCents = 10_000, type: Parameters<typeof approvedInvoice>[3]['type'] = 'online') =>
  approvedInvoice(ctx.app, owner.id, ctx.admin.id, { valueCents, type });

const expectConflict = (response: { statusCode: number; json: () => unknown }, message: string) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message } });
};

describe('GET /api/users/:id/cart', () => {
  it('answers an empty cart with a total of 0', async () => {
    const ada = await customer();
    expect(await cartOf(ada.id, ada.headers)).toEqual({ data: [], total: 0 });
  });

  it('answers the items oldest added first, each with its order and customer, and the total of their values', async () => {
    const ada = await signedIn(ctx.app, { type: 'business', firstName: 'Ada', lastName: 'Lovelace' });
    const later = await invoiceOf(ada, 3745);
    const first = await invoiceOf(ada, 10_000);
    expect((await add(ada.id, first.id, ada.headers)).statusCode).toBe(200);
    const answer = await add(ada.id, later.id, ada.headers);
    expect(answer.statusCode).toBe(200);
    const expected = {
      data: [
        { id: first.id, pseudo_id: first.pseudoId, value: 100, type: 'online', order: first.orderId, user: { id: ada.id, full_name: 'Ada Lovelace' }, for_sale: false },
        { id: later.id, pseudo_id: later.pseudoId, value: 37.45, type: 'online', order: later.orderId, user: { id: ada.id, full_name: 'Ada Lovelace' }, for_sale: false },
      ],
      total: 137.45,
    };
    expect(zCart.parse(answer.json())).toEqual(expected);
    expect(await cartOf(ada.id, ada.headers)).toEqual(expected);
  });

  it("answers 404 to a customer naming another customer's cart, and lets staff read any cart", async () => {
    const ada = await customer();
    const bob = await customer();
    await add(bob.id, (await invoiceOf(bob)).id, bob.headers);
    expect((await getCart(bob.id, ada.headers)).statusCode).toBe(404);
    expect((await cartOf(bob.id, ctx.worker.headers)).data).toHaveLength(1);
  });

  it('refuses accounts and basic users (403) and anonymous callers (401); 404 for a user who does not exist', async () => {
    const ada = await customer();
    for (const type of ['accounts', 'basic'] as const) expect((await getCart(ada.id, (await signedIn(ctx.app, { type })).headers)).statusCode).toBe(403);
    expect((await getCart(ada.id, {})).statusCode).toBe(401);
    expect((await getCart(2_000_000_000, ctx.admin.headers)).statusCode).toBe(404);
  });
});

describe("POST /api/users/:id/cart into a customer's cart", () => {
  it('adds an approved online invoice of theirs; adding it again changes nothing', async () => {
    const ada = await customer();
    const invoice = await invoiceOf(ada, 2500);
    expect((await add(ada.id, invoice.id, ada.headers)).json()).toMatchObject({ total: 25 });
    const again = await add(ada.id, invoice.id, ada.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: [{ id: invoice.id }], total: 25 });
    expect(await rowsInCart(ada.id)).toEqual([invoice.id]);
  });

  it("answers 404 for an invoice that does not exist or is another customer's, whoever adds it", async () => {
    const ada = await customer();
    const bobsInvoice = await invoiceOf(await customer());
    expect((await add(ada.id, 2_000_000_000, ada.headers)).statusCode).toBe(404);
    expect((await add(ada.id, bobsInvoice.id, ada.headers)).statusCode).toBe(404);
    expect((await add(ada.id, bobsInvoice.id, ctx.admin.headers)).statusCode).toBe(404);
    expect(await rowsInCart(ada.id)).toEqual([]);
  });

  it('answers 404 for the invoice of an order that has been deleted', async () => {
    const ada = await customer();
    const invoice = await invoiceOf(ada);
    await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.admin.id }).where(eq(orders.id, invoice.orderId));
    expect((await add(ada.id, invoice.id, ada.headers)).statusCode).toBe(404);
    expect(await rowsInCart(ada.id)).toEqual([]);
  });

  it("refuses an invoice that is not approved, one already paid, and one not of type online, with the spec's message", async () => {
    const ada = await customer();
    const { order } = await createOrder(ctx.app, { customer: ada.id });
    const unpaid = await insertInvoice(ctx.app, { orderId: order.id, userId: ada.id, createdBy: ctx.admin.id, status: 'unpaid' });
    const paid = await invoiceOf(ada);
    await ctx.db.update(invoices).set({ status: 'paid', paidOn: new Date(), paymentType: 'cash' }).where(eq(invoices.id, paid.id));
    const cash = await invoiceOf(ada, 10_000, 'cash');
    const untyped = await invoiceOf(ada, 10_000, null);
    expectConflict(await add(ada.id, unpaid.id, ada.headers), cartMessages.notApproved);
    expectConflict(await add(ada.id, paid.id, ada.headers), cartMessages.alreadyPaid);
    expectConflict(await add(ada.id, cash.id, ada.headers), cartMessages.notOnline);
    expectConflict(await add(ada.id, untyped.id, ctx.admin.headers), cartMessages.notOnline);
    expect(await rowsInCart(ada.id)).toEqual([]);
  });

  it("answers 404 to a customer adding to another customer's cart, and 400 for a missing invoice", async () => {
    const ada = await customer();
    const bob = await customer();
    expect((await add(bob.id, (await invoiceOf(bob)).id, ada.headers)).statusCode).toBe(404);
    const missing = await add(ada.id, undefined, ada.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { invoice: 'Invoice is required' } } });
  });

  it('lets staff fill a customer\'s cart, with an activity row; a customer\'s own adds write none', async () => {
    const ada = await customer();
    const invoice = await invoiceOf(ada);
    expect((await add(ada.id, invoice.id, ctx.worker.headers)).statusCode).toBe(200);
    expect(await rowsInCart(ada.id)).toEqual([invoice.id]);
    expect(await activityOf(ctx.worker.id)).toContainEqual(expect.objectContaining({ action: 'Added invoice to cart', entity: 'cart', entityId: ada.id }));
    await add(ada.id, (await invoiceOf(ada)).id, ada.headers);
    expect(await activityOf(ada.id)).toEqual([]);
  });
});

describe("POST /api/users/:id/cart into a staff member's cart", () => {
  it('takes any approved unpaid invoice of any customer, of any type', async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker-v2' });
    const cash = await invoiceOf(await createUser(ctx.app), 1000, 'cash');
    const untyped = await invoiceOf(await createUser(ctx.app), 2000, null);
    const online = await invoiceOf(await createUser(ctx.app), 3000, 'online');
    for (const invoice of [cash, untyped, online]) expect((await add(cashier.id, invoice.id, cashier.headers)).statusCode).toBe(200);
    expect(await cartOf(cashier.id, cashier.headers)).toMatchObject({ total: 60, data: [{ type: 'cash' }, { type: null }, { type: 'online' }] });
  });

  it('still refuses an invoice that is not approved or already paid', async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker' });
    const someone = await createUser(ctx.app);
    const { order } = await createOrder(ctx.app, { customer: someone.id });
    const unpaid = await insertInvoice(ctx.app, { orderId: order.id, userId: someone.id, createdBy: ctx.admin.id, status: 'unpaid' });
    expectConflict(await add(cashier.id, unpaid.id, cashier.headers), cartMessages.notApproved);
  });

  it("lets an admin fill another staff member's cart: staff reach any user's cart", async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker' });
    const invoice = await invoiceOf(await createUser(ctx.app), 1000, 'check');
    expect((await add(cashier.id, invoice.id, ctx.admin.headers)).statusCode).toBe(200);
    expect(await rowsInCart(cashier.id)).toEqual([invoice.id]);
  });
});

describe('DELETE /api/users/:id/cart/:invoice', () => {
  it('takes the invoice out and answers the cart; 404 when it is not in the cart', async () => {
    const ada = await customer();
    const keep = await invoiceOf(ada, 500);
    const drop = await invoiceOf(ada, 700);
    await add(ada.id, keep.id, ada.headers);
    await add(ada.id, drop.id, ada.headers);
    const answer = await remove(ada.id, drop.id, ada.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: [expect.objectContaining({ id: keep.id })], total: 5 });
    expect((await remove(ada.id, drop.id, ada.headers)).statusCode).toBe(404);
    expect((await remove(ada.id, 2_000_000_000, ada.headers)).statusCode).toBe(404);
    expect(await rowsInCart(ada.id)).toEqual([keep.id]);
  });

  it("answers 404 to a customer removing from another's cart and leaves it; staff may, with an activity row", async () => {
    const ada = await customer();
    const bob = await customer();
    const invoice = await invoiceOf(bob);
    await add(bob.id, invoice.id, bob.headers);
    expect((await remove(bob.id, invoice.id, ada.headers)).statusCode).toBe(404);
    expect(await rowsInCart(bob.id)).toEqual([invoice.id]);
    expect((await remove(bob.id, invoice.id, ctx.worker.headers)).statusCode).toBe(200);
    expect(await rowsInCart(bob.id)).toEqual([]);
    expect(await activityOf(ctx.worker.id)).toContainEqual(expect.objectContaining({ action: 'Removed invoice from cart', entityId: bob.id }));
  });
});

describe('Idempotency-Key on the cart', () => {
  it('replays an add and a remove, and refuses the same key with another invoice', async () => {
    const ada = await customer();
    const first = await invoiceOf(ada, 1000);
    const second = await invoiceOf(ada, 2000);
    const headers = withIdempotencyKey(ada.headers);
    const added = await add(ada.id, first.id, headers);
    expectReplayed(added, await add(ada.id, first.id, headers), 200);
    expectKeyMismatch(await add(ada.id, second.id, headers));
    expect(await rowsInCart(ada.id)).toEqual([first.id]);

    const removeHeaders = withIdempotencyKey(ada.headers);
    const removed = await remove(ada.id, first.id, removeHeaders);
    // The replay answers the first answer even though the invoice is no longer there to remove.
    expectReplayed(removed, await remove(ada.id, first.id, removeHeaders), 200);
  });
});
