import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages, zCheckoutResult } from '../../../src/domain/checkout';
import { retailMessages } from '../../../src/domain/retail';
import { settlePendingPayments } from '../../../src/server/areas/checkout/settle';
import { cardPayments, cartItems, transactions } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { signedIn, type Actor } from '../../helpers/server/factories';
import { approvedInvoice, fillCart, invoiceRowOf, journalRowsOf, pay, payBody } from '../checkout/checkout-fixtures';
import { newCategory, orderForSale, orderRow, retailPage, useRetailApp } from './retail-fixtures';

const ctx = useRetailApp();

const customer = (firstName: string, lastName: string) => signedIn(ctx.app, { type: 'personal', firstName, lastName });
const rowsInCart = async (userId: number) => (await ctx.db.select({ invoiceId: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId))).map((row) => row.invoiceId);
const transactionsOf = (invoiceIds: readonly number[]) => ctx.db.select().from(transactions).where(inArray(transactions.invoiceId, [...invoiceIds]));
const orderAs = (orderId: number, who: Actor) => ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers });

/** Olive's order, for sale at $80.63 on an unapproved cash invoice, in Olive's, Bea's and Cy's carts. */
const contestedSale = async () => {
  const olive = await customer('Olive', 'Owner');
  const bea = await customer('Bea', 'Buyer');
  const cy = await customer('Cy', 'Other');
  const category = await newCategory(ctx);
  const sale = await orderForSale(ctx, { owner: olive.id, category, valueCents: 8063, status: 'unpaid', type: 'cash' });
  for (const who of [olive, bea, cy]) await fillCart(ctx.app, who.id, [sale.invoiceId]);
  return { olive, bea, cy, category, sale };
};

describe('paying for an order for sale by card', () => {
  it('sells it: charged its value and 4% once, the order and its invoice become the buyer\'s, and it leaves every cart and the list', async () => {
    const { olive, bea, cy, category, sale } = await contestedSale();
    // $80.63 and its convenience fee: 8,063¢ × 4% = 322.52¢ → 323¢; charged 8,386¢, $83.86.
    const response = await pay(ctx.app, bea.id, withIdempotencyKey(bea.headers), payBody({ cartTotal: 80.63 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(zCheckoutResult.parse(response.json())).toMatchObject({ invoices: [sale.invoiceId], type: 'online', total: 80.63, convenience_fee: 3.23, charged: 83.86 });

    const order = await orderRow(ctx, sale.orderId);
    expect(order).toMatchObject({ userId: bea.id, soldFrom: olive.id });
    expect(order.soldAt).toBeInstanceOf(Date);
    expect(await invoiceRowOf(ctx.app, sale.invoiceId)).toMatchObject({
      userId: bea.id,
      status: 'paid',
      type: 'online',
      paymentType: 'online',
      // Approved on the authority of the admin who put it up for sale.
      approvedBy: ctx.admin.id,
      paidBy: bea.id,
      convenienceFeeCents: 323,
      grandTotalCents: 8386,
      lastFourDigits: '4242',
    });
    expect((await transactionsOf([sale.invoiceId])).map((t) => [t.amountCents, t.type, t.userId])).toEqual([[8386, 'online', bea.id]]);
    for (const who of [olive, bea, cy]) expect(await rowsInCart(who.id)).toEqual([]);
    expect((await retailPage(ctx, { category })).data).toEqual([]);
    // The order is the buyer's to read now, and no longer its first customer's.
    expect((await orderAs(sale.orderId, bea)).statusCode).toBe(200);
    expect((await orderAs(sale.orderId, olive)).statusCode).toBe(404);
  });

  it("pays it beside the buyer's own online invoices: one charge, each invoice with its own fee", async () => {
    const olive = await customer('Olive', 'Owner');
    const bea = await customer('Bea', 'Buyer');
    const own = await approvedInvoice(ctx.app, bea.id, ctx.admin.id, { valueCents: 10_000 });
    const sale = await orderForSale(ctx, { owner: olive.id, category: await newCategory(ctx), valueCents: 3745, type: 'check' });
    await fillCart(ctx.app, bea.id, [own.id, sale.invoiceId]);
    // $100.00 + $37.45 = $137.45; fees 400¢ and 149.8¢ → 150¢, 550¢; charged 14,295¢, $142.95.
    const response = await pay(ctx.app, bea.id, withIdempotencyKey(bea.headers), payBody({ cartTotal: 137.45 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 137.45, convenience_fee: 5.5, charged: 142.95 });
    expect(await invoiceRowOf(ctx.app, own.id)).toMatchObject({ status: 'paid', grandTotalCents: 10_400 });
    expect(await invoiceRowOf(ctx.app, sale.invoiceId)).toMatchObject({ status: 'paid', userId: bea.id, grandTotalCents: 3895 });
    expect(await orderRow(ctx, sale.orderId)).toMatchObject({ userId: bea.id, soldFrom: olive.id });
    expect(await orderRow(ctx, own.orderId)).toMatchObject({ userId: bea.id, soldFrom: null, soldAt: null });
  });

  it('lets its customer pay it back by card, which is no sale: the order stays theirs and leaves the list', async () => {
    const olive = await customer('Olive', 'Owner');
    const category = await newCategory(ctx);
    const sale = await orderForSale(ctx, { owner: olive.id, category, valueCents: 5000, status: 'unpaid', type: 'cash' });
    await fillCart(ctx.app, olive.id, [sale.invoiceId]);
    const response = await pay(ctx.app, olive.id, withIdempotencyKey(olive.headers), payBody({ cartTotal: 50 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ charged: 52 });
    expect(await orderRow(ctx, sale.orderId)).toMatchObject({ userId: olive.id, soldFrom: null, soldAt: null });
    expect(await invoiceRowOf(ctx.app, sale.invoiceId)).toMatchObject({ userId: olive.id, status: 'paid', grandTotalCents: 5200 });
    expect((await retailPage(ctx, { category })).data).toEqual([]);
  });

  it('answers a replay with the first answer: charged once, sold once', async () => {
    const { olive, bea, sale } = await contestedSale();
    const headers = withIdempotencyKey(bea.headers);
    const body = payBody({ cartTotal: 80.63 });
    const taken = ctx.counts.taken.length;
    const first = await pay(ctx.app, bea.id, headers, body);
    const replay = await pay(ctx.app, bea.id, headers, body);
    expectReplayed(first, replay, 200);
    expect(ctx.counts.taken.length - taken).toBe(1);
    expect(await transactionsOf([sale.invoiceId])).toHaveLength(1);
    expect(await orderRow(ctx, sale.orderId)).toMatchObject({ userId: bea.id, soldFrom: olive.id });
  });

  it('sells to the first of two buyers paying at once; the second waits, gets a 409 naming the order, and is not charged', async () => {
    const { olive, bea, cy, sale } = await contestedSale();
    let charging!: () => void;
    const charged = new Promise<void>((resolve) => (charging = resolve));
    let release!: () => void;
    ctx.gate.held = new Promise<void>((resolve) => (release = resolve));
    ctx.gate.onCharge = charging;
    try {
      const first = pay(ctx.app, bea.id, withIdempotencyKey(bea.headers), payBody({ cartTotal: 80.63 }));
      await charged;
      const second = pay(ctx.app, cy.id, withIdempotencyKey(cy.headers), payBody({ cartTotal: 80.63 }));
      // Cy's checkout is waiting for the order Bea's payment holds.
      await expect.poll(async () => (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]!.n).toBe(1);
      ctx.gate.onCharge = null;
      release();
      const [won, lost] = await Promise.all([first, second]);
      expect(won.statusCode, won.body).toBe(200);
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toMatchObject({ error: { code: 'CONFLICT', message: retailMessages.soldToAnother(sale.pseudoId) } });
    } finally {
      ctx.gate.held = null;
      ctx.gate.onCharge = null;
    }
    expect(await journalRowsOf(ctx.app, cy.id)).toEqual([]);
    expect(await orderRow(ctx, sale.orderId)).toMatchObject({ userId: bea.id, soldFrom: olive.id });
    expect((await transactionsOf([sale.invoiceId])).map((t) => t.userId)).toEqual([bea.id]);
    expect(await rowsInCart(cy.id)).toEqual([]);
  });

  it('refuses a buyer who pays after the sale, uncharged: the order has left the cart', async () => {
    const { bea, cy } = await contestedSale();
    expect((await pay(ctx.app, bea.id, withIdempotencyKey(bea.headers), payBody({ cartTotal: 80.63 }))).statusCode).toBe(200);
    const calls = ctx.counts.calls;
    const late = await pay(ctx.app, cy.id, withIdempotencyKey(cy.headers), payBody({ cartTotal: 80.63 }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { message: checkoutMessages.empty } });
    expect(ctx.counts.calls).toBe(calls);
  });

  it('is sold by the reconciler when the request died after the charge', async () => {
    const { olive, bea, sale } = await contestedSale();
    ctx.counts.failAfterCharge = true;
    expect((await pay(ctx.app, bea.id, withIdempotencyKey(bea.headers), payBody({ cartTotal: 80.63 }))).statusCode).toBe(500);
    expect(await orderRow(ctx, sale.orderId)).toMatchObject({ userId: olive.id, soldAt: null });
    const [row] = await journalRowsOf(ctx.app, bea.id);
    await ctx.db.update(cardPayments).set({ createdAt: sql`now() - interval '3 minutes'` }).where(eq(cardPayments.id, row!.id));
    await ctx.app.deps.background.drain();
    expect(await settlePendingPayments({ db: ctx.db, gateway: ctx.gateway, mailer: ctx.app.deps.mailer, publicUrl: ctx.app.deps.config.publicUrl })).toMatchObject({ recorded: 1, errors: [] });
    expect(await orderRow(ctx, sale.orderId)).toMatchObject({ userId: bea.id, soldFrom: olive.id });
    expect(await invoiceRowOf(ctx.app, sale.invoiceId)).toMatchObject({ userId: bea.id, status: 'paid', grandTotalCents: 8386 });
    for (const who of [olive, bea]) expect(await rowsInCart(who.id)).toEqual([]);
  });
});
