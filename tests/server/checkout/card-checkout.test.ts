import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zAlertStats } from '../../../src/domain/alerts';
import { checkoutMessages, zCheckoutResult } from '../../../src/domain/checkout';
import { zDeliveriesPage } from '../../../src/domain/deliveries';
import { cardPayments, deliveries, deliveryOrders, mailLog, transactions } from '../../../src/server/db/schema';
import { sandboxCards } from '../../../src/server/payments/sandbox-gateway';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { cartOfTwo, expectUnpaid, invoiceRowOf, journalRowsOf, nextWorkingDay, pay, payBody, today, useCheckoutApp } from './checkout-fixtures';

const ctx = useCheckoutApp();

const transactionsOf = (invoiceIds: readonly number[]) => ctx.db.select().from(transactions).where(inArray(transactions.invoiceId, [...invoiceIds]));
const outstanding = async () => zAlertStats.parse((await ctx.app.inject({ method: 'GET', url: '/api/alerts/stats', headers: ctx.admin.headers })).json()).outstanding_deliveries;

describe('POST /api/users/:id/cart/pay', () => {
  it('charges the cart once (values, convenience fees and delivery) and records every invoice paid, as worked out by hand', async () => {
    const { customer, hundred, small, ids, cartTotal, deliveryCost } = await cartOfTwo(ctx);
    const date = nextWorkingDay();
    const outstandingBefore = await outstanding();
    const takenBefore = ctx.counts.taken.length;

    const response = await pay(ctx.app, customer.id, withIdempotencyKey(customer.headers), payBody({ cartTotal, delivery: { date, time: '4:00pm-6:00pm', directions: 'Pink house, Bay Street', deliveryCost } }));
    expect(response.statusCode, response.body).toBe(200);
    const result = zCheckoutResult.parse(response.json());
    expect(result).toEqual({
      message: checkoutMessages.success,
      invoices: ids,
      type: 'online',
      total: 137.45,
      convenience_fee: 5.5,
      delivery_cost: 19.5,
      charged: 162.45,
      reference: expect.stringMatching(/^sbx_[0-9a-f]{24}$/),
      last_four: '4242',
      delivery_id: expect.any(Number),
      paid_on: expect.any(String),
    });
    expect(ctx.counts.taken.length - takenBefore).toBe(1);

    // The journal: one row, recorded with the gateway's reference and every part of the charge.
    const [journal, ...others] = await journalRowsOf(ctx.app, customer.id);
    expect(others).toEqual([]);
    expect(journal).toMatchObject({
      invoiceIds: ids,
      amountCents: 16_245,
      convenienceFeeCents: 550,
      deliveryCostCents: 1950,
      delivery: { date, time: '4:00pm-6:00pm', directions: 'Pink house, Bay Street' },
      lastFour: '4242',
      status: 'recorded',
      gatewayRef: result.reference,
      declineReason: null,
    });
    expect(journal!.settledAt).toBeInstanceOf(Date);

    // Each invoice paid online with its own fee; its grand total is one transaction.
    expect(await invoiceRowOf(ctx.app, hundred.id)).toMatchObject({ status: 'paid', paymentType: 'online', convenienceFeeCents: 400, ccFeeCents: 0, grandTotalCents: 10_400, lastFourDigits: '4242', paidBy: customer.id });
    expect(await invoiceRowOf(ctx.app, small.id)).toMatchObject({ status: 'paid', paymentType: 'online', convenienceFeeCents: 150, grandTotalCents: 3895, lastFourDigits: '4242' });
    const paid = await transactionsOf(ids);
    expect(paid.map((row) => [row.invoiceId, row.amountCents, row.type, row.pnp, row.cardPaymentId, row.locationId])).toEqual([
      [hundred.id, 10_400, 'online', result.reference, journal!.id, null],
      [small.id, 3895, 'online', result.reference, journal!.id, null],
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.id}/cart`, headers: customer.headers })).json()).toEqual({ data: [], total: 0 });

    // The delivery: the customer's, its charged pounds and the amount charged, with both orders.
    const [delivery] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, result.delivery_id!));
    expect(delivery).toMatchObject({ userId: customer.id, directions: 'Pink house, Bay Street', date, timeWindow: '4:00pm-6:00pm', weightLb: 29, totalCents: 16_245, cardPaymentId: journal!.id, deliveredAt: null });
    const orders = await ctx.db.select({ orderId: deliveryOrders.orderId }).from(deliveryOrders).where(eq(deliveryOrders.deliveryId, delivery!.id));
    expect(orders.map((row) => row.orderId).sort((a, b) => a - b)).toEqual([hundred.orderId, small.orderId].sort((a, b) => a - b));

    // Staff see it on the Deliveries screen, and the red banner counts it when it is due today.
    const list = zDeliveriesPage.parse((await ctx.app.inject({ method: 'GET', url: `/api/deliveries?date=${date}&search=${customer.id}`, headers: ctx.admin.headers })).json());
    expect(list.data).toEqual([expect.objectContaining({ id: delivery!.id, user: expect.objectContaining({ id: customer.id }), weight: 29, total: 162.45, time: '4:00pm-6:00pm', delivered: false })]);
    expect(await outstanding()).toBe(outstandingBefore + (date === today() ? 1 : 0));

    // The receipt: each invoice and its amount, the fee, the delivery, the total, the last four and the reference.
    await ctx.app.deps.background.drain();
    const mails = await ctx.db.select().from(mailLog).where(eq(mailLog.subject, 'Your payment receipt'));
    const receipt = mails.find((mail) => mail.body.includes(result.reference!));
    expect(receipt?.body).toContain(`Invoice ${hundred.pseudoId}: $100.00`);
    expect(receipt?.body).toContain(`Invoice ${small.pseudoId}: $37.45`);
    expect(receipt?.body).toContain('Convenience fee: $5.50');
    expect(receipt?.body).toContain(`Delivery on ${date}, 4:00pm-6:00pm: $19.50`);
    expect(receipt?.body).toContain('Total charged: $162.45');
    expect(receipt?.body).toContain('Card ending in 4242');
    expect(receipt?.body).not.toContain(sandboxCards.approved);
  });

  it('charges values and fees only when no delivery is asked for, and makes no delivery', async () => {
    const { customer, ids, cartTotal } = await cartOfTwo(ctx);
    const response = await pay(ctx.app, customer.id, customer.headers, payBody({ cartTotal, delivery: null }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 137.45, convenience_fee: 5.5, delivery_cost: 0, charged: 142.95, delivery_id: null });
    const [journal] = await journalRowsOf(ctx.app, customer.id);
    expect(journal).toMatchObject({ amountCents: 14_295, deliveryCostCents: 0, delivery: null, status: 'recorded' });
    expect(await ctx.db.select().from(deliveries).where(eq(deliveries.cardPaymentId, journal!.id))).toEqual([]);
    expect(await transactionsOf(ids)).toHaveLength(2);
  });

  it('answers a retry with the same Idempotency-Key from the first answer: one charge, one set of transactions', async () => {
    const { customer, ids, cartTotal, deliveryCost } = await cartOfTwo(ctx);
    const headers = withIdempotencyKey(customer.headers);
    const body = payBody({ cartTotal, delivery: { deliveryCost } });
    const callsBefore = ctx.counts.calls;
    const first = await pay(ctx.app, customer.id, headers, body);
    expectReplayed(first, await pay(ctx.app, customer.id, headers, body), 200);
    expect(ctx.counts.calls - callsBefore).toBe(1);
    expect(await transactionsOf(ids)).toHaveLength(2);
    expect(await ctx.db.select().from(deliveries).where(eq(deliveries.userId, customer.id))).toHaveLength(1);
    // The key with another card is another request.
    expectKeyMismatch(await pay(ctx.app, customer.id, headers, payBody({ cartTotal, card: '5555555555554444', delivery: { deliveryCost } })));
  });

  it('charges once when ten payments of one cart arrive together under different keys: one 200, the rest 409', async () => {
    const { customer, ids, cartTotal, deliveryCost } = await cartOfTwo(ctx);
    const callsBefore = ctx.counts.calls;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(ctx.app, customer.id, withIdempotencyKey(customer.headers), payBody({ cartTotal, delivery: { deliveryCost } }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect([checkoutMessages.cartChanged, checkoutMessages.empty]).toContain(refused.json().error.message);
    }
    expect(ctx.counts.calls - callsBefore).toBe(1);
    expect(await transactionsOf(ids)).toHaveLength(2);
    expect(await journalRowsOf(ctx.app, customer.id)).toHaveLength(1);
    expect(await ctx.db.select().from(deliveries).where(eq(deliveries.userId, customer.id))).toHaveLength(1);
  });

  it('charges once when the request died after the gateway charged and the client retries with the same key', async () => {
    const { customer, ids, cartTotal, deliveryCost } = await cartOfTwo(ctx);
    const headers = withIdempotencyKey(customer.headers);
    const body = payBody({ cartTotal, delivery: { deliveryCost } });
    const takenBefore = ctx.counts.taken.length;
    ctx.counts.failAfterCharge = true;
    const failed = await pay(ctx.app, customer.id, headers, body);
    expect(failed.statusCode).toBe(500);
    // The charge is journalled and still pending; the request's rollback left the cart as it was.
    expect(await journalRowsOf(ctx.app, customer.id)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 16_245 })]);
    await expectUnpaid(ctx.app, customer.id, ids);

    const retried = await pay(ctx.app, customer.id, headers, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(ctx.counts.taken.length - takenBefore).toBe(1);
    expect(await journalRowsOf(ctx.app, customer.id)).toEqual([expect.objectContaining({ status: 'recorded', gatewayRef: retried.json().reference })]);
    expect(await transactionsOf(ids)).toHaveLength(2);
  });

  it('keeps the card beyond its last four digits out of the journal, the invoices and the stored answer', async () => {
    const { customer, cartTotal } = await cartOfTwo(ctx);
    const response = await pay(ctx.app, customer.id, withIdempotencyKey(customer.headers), payBody({ cartTotal, card: '4012 8888 8888 1881', cvv: '7391' }));
    expect(response.statusCode, response.body).toBe(200);
    const [journal] = await ctx.db.select().from(cardPayments).where(eq(cardPayments.userId, customer.id));
    expect(journal!.lastFour).toBe('1881');
    expect(JSON.stringify(journal)).not.toContain('4012888888881881');
  });
});
