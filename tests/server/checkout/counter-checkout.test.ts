import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages, zCheckoutResult } from '../../../src/domain/checkout';
import type { InvoiceType } from '../../../src/domain/invoices';
import { activityLogs, cardPayments, cartItems, invoices, transactions } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { createUser, signedIn, type Actor } from '../../helpers/server/factories';
import { untilBlockedOrSettled } from '../../helpers/server/lock-waits';
import { approvedInvoice, fillCart, invoiceRowOf, useCheckoutApp } from './checkout-fixtures';

const ctx = useCheckoutApp();

const payOther = (headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/api/users/cart/pay-other', headers });
const transactionsOf = (ids: readonly number[]) => ctx.db.select().from(transactions).where(inArray(transactions.invoiceId, [...ids]));

/** Invoices of two customers, of the given types and values, in the staff member's own cart. */
const counterCart = async (cashier: Actor, specs: { type: InvoiceType | null; valueCents: number }[]) => {
  const ids: number[] = [];
  for (const spec of specs) ids.push((await approvedInvoice(ctx.app, (await createUser(ctx.app)).id, ctx.admin.id, spec)).id);
  await fillCart(ctx.app, cashier.id, ids);
  return ids;
};

const expectRefused = async (response: { statusCode: number; json: () => unknown }, status: number, message: string, ids: readonly number[]) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error: { message } });
  for (const id of ids) expect(await invoiceRowOf(ctx.app, id)).toMatchObject({ status: 'approved', paidOn: null });
  expect(await transactionsOf(ids)).toEqual([]);
};

describe('POST /api/users/cart/pay-other', () => {
  it('waits for an edit in flight on an order of its cart, which has found the invoice unpaid, and pays after it', async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker', locationId: 1 });
    const [id] = await counterCart(cashier, [{ type: 'cash', valueCents: 2500 }]);
    const { orderId } = await invoiceRowOf(ctx.app, id!);
    const client = await ctx.app.deps.database.pool.connect();
    let response: Awaited<ReturnType<typeof payOther>>;
    try {
      // An order edit's first step: its order, locked.
      await client.query('begin');
      await client.query('select id from orders where id = $1 for update', [orderId]);
      // inject() sends only once something awaits it: Promise.resolve starts it now.
      const request = Promise.resolve(payOther(cashier.headers));
      expect(await untilBlockedOrSettled(client, request)).toBe(false);
      expect(await invoiceRowOf(ctx.app, id!)).toMatchObject({ status: 'approved' });
      await client.query('commit');
      response = await request;
    } finally {
      client.release();
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(await invoiceRowOf(ctx.app, id!)).toMatchObject({ status: 'paid' });
  });

  it("pays a cashier's cash cart with the invoices' type, booked to the cashier's branch, and empties the cart", async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker', locationId: 1 });
    const ids = await counterCart(cashier, [
      { type: 'cash', valueCents: 10_000 },
      { type: 'cash', valueCents: 3745 },
    ]);
    const response = await payOther(cashier.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(zCheckoutResult.parse(response.json())).toEqual({
      message: checkoutMessages.success,
      invoices: ids,
      type: 'cash',
      total: 137.45,
      convenience_fee: 0,
      delivery_cost: 0,
      charged: 137.45,
      reference: null,
      last_four: null,
      delivery_id: null,
      paid_on: expect.any(String),
    });
    expect((await transactionsOf(ids)).map((t) => [t.amountCents, t.type, t.locationId, t.pnp, t.userId])).toEqual([
      [10_000, 'cash', 1, null, cashier.id],
      [3745, 'cash', 1, null, cashier.id],
    ]);
    expect(await invoiceRowOf(ctx.app, ids[0]!)).toMatchObject({ status: 'paid', paymentType: 'cash', paidBy: cashier.id, grandTotalCents: 10_000, lastFourDigits: null });
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, cashier.id))).toEqual([]);
    expect(await ctx.db.select().from(cardPayments).where(inArray(cardPayments.userId, [cashier.id]))).toEqual([]);
    const logged = await ctx.db.select().from(activityLogs).where(and(eq(activityLogs.userId, cashier.id), eq(activityLogs.entity, 'cart')));
    expect(logged).toEqual([expect.objectContaining({ action: 'Paid cart' })]);
  });

  it('adds the card fee to a card cart: $100.00 at 3% is charged $103.00', async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker-v2' });
    const ids = await counterCart(cashier, [{ type: 'card', valueCents: 10_000 }]);
    const response = await payOther(cashier.headers);
    expect(response.json()).toMatchObject({ type: 'card', total: 100, convenience_fee: 0, charged: 103 });
    expect(await invoiceRowOf(ctx.app, ids[0]!)).toMatchObject({ ccFeeCents: 300, grandTotalCents: 10_300 });
    expect((await transactionsOf(ids)).map((t) => [t.amountCents, t.locationId])).toEqual([[10_300, null]]);
  });

  it('lets only an admin pay bank or online invoices (403 for other staff)', async () => {
    for (const type of ['bank', 'online'] as const) {
      const worker = await signedIn(ctx.app, { type: 'worker' });
      const ids = await counterCart(worker, [{ type, valueCents: 5000 }]);
      await expectRefused(await payOther(worker.headers), 403, checkoutMessages.adminOnlyType, ids);
    }
    const admin = await signedIn(ctx.app, { type: 'admin' });
    const ids = await counterCart(admin, [{ type: 'online', valueCents: 5000 }]);
    expect((await payOther(admin.headers)).json()).toMatchObject({ type: 'online', total: 50, convenience_fee: 2, charged: 52 });
    expect(await transactionsOf(ids)).toHaveLength(1);
  });

  it("refuses an empty cart, an invoice without a type and invoices of mixed types (409, the spec's text)", async () => {
    const cashier = await signedIn(ctx.app, { type: 'worker' });
    await expectRefused(await payOther(cashier.headers), 409, checkoutMessages.empty, []);
    const untyped = await counterCart(cashier, [
      { type: 'cash', valueCents: 1000 },
      { type: null, valueCents: 1000 },
    ]);
    await expectRefused(await payOther(cashier.headers), 409, checkoutMessages.untyped, untyped);
    await ctx.db.update(invoices).set({ type: 'check' }).where(eq(invoices.id, untyped[1]!));
    await expectRefused(await payOther(cashier.headers), 409, checkoutMessages.mixedTypes, untyped);
  });

  it('refuses a cart holding an invoice paid since it went in, and pays it once under a replayed key', async () => {
    const cashier = await signedIn(ctx.app, { type: 'admin' });
    const ids = await counterCart(cashier, [{ type: 'check', valueCents: 2000 }]);
    const headers = withIdempotencyKey(cashier.headers);
    const first = await payOther(headers);
    expectReplayed(first, await payOther(headers), 200);
    expect(await transactionsOf(ids)).toHaveLength(1);
    // The invoice went back into the cart by hand after it was paid: the cart is stale.
    await fillCart(ctx.app, cashier.id, ids);
    await expectRefused(await payOther(cashier.headers), 409, checkoutMessages.cartChanged, []);
  });

  it('refuses customers, accounts and basic users (403) and anonymous callers (401)', async () => {
    for (const type of ['personal', 'business', 'accounts', 'basic'] as const) {
      expect((await payOther((await signedIn(ctx.app, { type })).headers)).statusCode).toBe(403);
    }
    expect((await payOther({})).statusCode).toBe(401);
  });
});
