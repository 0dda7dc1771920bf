import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../src/domain/checkout';
import { pendingPaymentGraceMs, settlePendingPayments, type SettleDeps } from '../../../src/server/areas/checkout/settle';
import { cardPayments, deliveries, deliveryOrders, mailLog, transactions } from '../../../src/server/db/schema';
import type { PaymentGateway } from '../../../src/server/payments/gateway';
import { sandboxCards } from '../../../src/server/payments/sandbox-gateway';
import { withIdempotencyKey } from '../../helpers/server/access-cases';
import { cartOfTwo, expectUnpaid, goodExpiry, invoiceRowOf, journalRowsOf, nextWorkingDay, pay, payBody, useCheckoutApp } from './checkout-fixtures';

const ctx = useCheckoutApp();

const deps = (gateway: PaymentGateway = ctx.gateway): SettleDeps => ({ db: ctx.db, gateway, mailer: ctx.app.deps.mailer, publicUrl: ctx.app.deps.config.publicUrl });
const backdate = async (id: number, minutes = 3) => {
  await ctx.db.update(cardPayments).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(cardPayments.id, id));
};
const journalRow = async (id: number) => (await ctx.db.select().from(cardPayments).where(eq(cardPayments.id, id)))[0]!;
const transactionsOf = (ids: readonly number[]) => ctx.db.select().from(transactions).where(inArray(transactions.invoiceId, [...ids]));

/** A checkout whose request died after the gateway charged: its journal row is left pending, the cart unpaid. */
const crashedCheckout = async () => {
  const cart = await cartOfTwo(ctx);
  const date = nextWorkingDay();
  const headers = withIdempotencyKey(cart.customer.headers);
  const body = payBody({ cartTotal: cart.cartTotal, delivery: { date, deliveryCost: cart.deliveryCost } });
  ctx.counts.failAfterCharge = true;
  const response = await pay(ctx.app, cart.customer.id, headers, body);
  expect(response.statusCode).toBe(500);
  const [row] = await journalRowsOf(ctx.app, cart.customer.id);
  expect(row).toMatchObject({ status: 'pending' });
  return { ...cart, date, row: row!, retry: () => pay(ctx.app, cart.customer.id, headers, body) };
};

/** A journal row as checkout writes it before asking the gateway, already older than the grace period. */
const pendingRow = async (customerId: number, invoiceIds: number[], amountCents: number) => {
  const [row] = await ctx.db
    .insert(cardPayments)
    .values({ gatewayKey: randomUUID(), userId: customerId, invoiceIds, amountCents, convenienceFeeCents: 0, lastFour: '4242' })
    .returning();
  await backdate(row!.id);
  return row!;
};

describe('settlePendingPayments', () => {
  it('records a charge whose request died, exactly as checkout would have: invoices paid, transactions, delivery, receipt', async () => {
    await ctx.app.deps.background.drain();
    const { customer, hundred, small, ids, date, row } = await crashedCheckout();
    const taken = ctx.counts.taken.length;

    // Within the grace period the row may still belong to a live request: left alone.
    await settlePendingPayments(deps());
    expect((await journalRow(row.id)).status).toBe('pending');
    await expectUnpaid(ctx.app, customer.id, ids);

    await backdate(row.id);
    const settled = await settlePendingPayments(deps());
    expect(settled).toMatchObject({ recorded: 1, errors: [] });
    const found = await ctx.gateway.find(row.gatewayKey);
    expect(found).toMatchObject({ status: 'approved' });
    const reference = found!.status === 'approved' ? found!.reference : '';
    expect(await journalRow(row.id)).toMatchObject({ status: 'recorded', gatewayRef: reference, settledAt: expect.any(Date) });
    expect(await invoiceRowOf(ctx.app, hundred.id)).toMatchObject({ status: 'paid', paymentType: 'online', convenienceFeeCents: 400, grandTotalCents: 10_400, lastFourDigits: '4242', paidBy: customer.id });
    expect(await invoiceRowOf(ctx.app, small.id)).toMatchObject({ status: 'paid', grandTotalCents: 3895 });
    expect((await transactionsOf(ids)).map((t) => [t.amountCents, t.pnp, t.cardPaymentId])).toEqual([
      [10_400, reference, row.id],
      [3895, reference, row.id],
    ]);
    const [delivery] = await ctx.db.select().from(deliveries).where(eq(deliveries.cardPaymentId, row.id));
    expect(delivery).toMatchObject({ userId: customer.id, date, weightLb: 29, totalCents: 16_245 });
    expect(await ctx.db.select().from(deliveryOrders).where(eq(deliveryOrders.deliveryId, delivery!.id))).toHaveLength(2);
    const receipts = await ctx.db.select().from(mailLog).where(eq(mailLog.subject, 'Your payment receipt'));
    expect(receipts.find((mail) => mail.body.includes(reference))?.body).toContain('Total charged: $162.45');
    expect(receipts.find((mail) => mail.body.includes(reference))?.body).toContain(`Your invoices and receipts: ${ctx.app.deps.config.publicUrl}/client/dashboard`);
    // Settling took no money: the one charge is the one the dead request asked for.
    expect(ctx.counts.taken.length).toBe(taken);
    expect(await settlePendingPayments(deps())).toMatchObject({ recorded: 0 });
  });

  it('abandons a row the gateway never charged, and leaves the cart to be paid', async () => {
    const { customer, ids } = await cartOfTwo(ctx);
    const row = await pendingRow(customer.id, ids, 16_245);
    expect(await settlePendingPayments(deps())).toMatchObject({ abandoned: 1, errors: [] });
    expect(await journalRow(row.id)).toMatchObject({ status: 'abandoned', gatewayRef: null, settledAt: expect.any(Date) });
    await expectUnpaid(ctx.app, customer.id, ids);
  });

  it('refunds a charge whose invoices were paid meanwhile (the customer paid again under a new key)', async () => {
    const { customer, ids, cartTotal, deliveryCost, row } = await crashedCheckout();
    const again = await pay(ctx.app, customer.id, withIdempotencyKey(customer.headers), payBody({ cartTotal, delivery: { deliveryCost } }));
    expect(again.statusCode, again.body).toBe(200);
    await backdate(row.id);
    expect(await settlePendingPayments(deps())).toMatchObject({ refunded: 1, recorded: 0, errors: [] });
    const found = await ctx.gateway.find(row.gatewayKey);
    expect(found?.status).toBe('refunded');
    expect(await journalRow(row.id)).toMatchObject({ status: 'refunded', gatewayRef: found?.status === 'refunded' ? found.reference : '' });
    // Paid once, by the second checkout.
    expect((await transactionsOf(ids)).map((t) => t.pnp)).toEqual([again.json().reference, again.json().reference]);
  });

  it('marks declined a row whose decline the request could not write down', async () => {
    const { customer, ids } = await cartOfTwo(ctx);
    const row = await pendingRow(customer.id, ids, 16_245);
    await ctx.gateway.charge({ key: row.gatewayKey, amountCents: 16_245, card: { number: sandboxCards.insufficientFunds, exp: goodExpiry(), cvv: '123', name: 'Ada' }, description: 'test' });
    expect(await settlePendingPayments(deps())).toMatchObject({ declined: 1, errors: [] });
    expect(await journalRow(row.id)).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds' });
    await expectUnpaid(ctx.app, customer.id, ids);
  });

  it('skips a row a live request holds, whatever its age', async () => {
    const { customer, ids } = await cartOfTwo(ctx);
    const row = await pendingRow(customer.id, ids, 16_245);
    const client = await ctx.app.deps.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from card_payments where id = $1 for update', [row.id]);
      expect(await settlePendingPayments(deps(), 0)).toMatchObject({ abandoned: 0, errors: [] });
      expect((await journalRow(row.id)).status).toBe('pending');
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(await settlePendingPayments(deps(), pendingPaymentGraceMs)).toMatchObject({ abandoned: 1 });
  });

  it("answers 409 to a retry of the dead request while the reconciler holds its row, rather than waiting on it", async () => {
    const { customer, ids, row, retry } = await crashedCheckout();
    const calls = ctx.counts.calls;
    const reconciler = await ctx.app.deps.database.pool.connect();
    try {
      await reconciler.query('begin');
      await reconciler.query('select id from card_payments where id = $1 for update', [row.id]);
      const response = await retry();
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: { message: checkoutMessages.cartChanged } });
      expect(ctx.counts.calls).toBe(calls);
    } finally {
      await reconciler.query('rollback');
      reconciler.release();
    }
    await expectUnpaid(ctx.app, customer.id, ids);
    // Once the row is free again, the same retry is answered by the first charge.
    expect((await retry()).statusCode).toBe(200);
    expect((await journalRow(row.id)).status).toBe('recorded');
  });

  it('reports a row it cannot settle, leaves it pending and settles the others', async () => {
    const first = await cartOfTwo(ctx);
    const second = await cartOfTwo(ctx);
    const stuck = await pendingRow(first.customer.id, first.ids, 16_245);
    const fine = await pendingRow(second.customer.id, second.ids, 16_245);
    const flaky: PaymentGateway = {
      ...ctx.gateway,
      find: async (key) => {
        if (key === stuck.gatewayKey) throw new Error('The gateway timed out');
        return ctx.gateway.find(key);
      },
    };
    const settled = await settlePendingPayments(deps(flaky));
    expect(settled.errors).toEqual([{ paymentId: stuck.id, error: new Error('The gateway timed out') }]);
    expect(settled.abandoned).toBe(1);
    expect((await journalRow(stuck.id)).status).toBe('pending');
    expect((await journalRow(fine.id)).status).toBe('abandoned');
    expect(await settlePendingPayments(deps())).toMatchObject({ abandoned: 1, errors: [] });
  });
});
