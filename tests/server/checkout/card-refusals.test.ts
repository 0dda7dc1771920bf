import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../../src/domain/cart';
import { checkoutMessages } from '../../../src/domain/checkout';
import { invoices, transactions } from '../../../src/server/db/schema';
import { sandboxCards } from '../../../src/server/payments/sandbox-gateway';
import { signedIn, type Actor } from '../../helpers/server/factories';
import { cartOfTwo, expectUnpaid, journalRowsOf, nextSunday, pay, payBody, yesterday, useCheckoutApp, type PayOptions } from './checkout-fixtures';

const ctx = useCheckoutApp();

type Body = ReturnType<typeof payBody>;
const withCard = (card: Partial<Body['data']>, options: Partial<PayOptions> = {}) => {
  const body = payBody({ cartTotal: 137.45, delivery: { deliveryCost: 19.5 }, ...options });
  return { ...body, data: { ...body.data, ...card } };
};

/** Nothing happened: no charge asked for, nothing journalled, the invoices unpaid and still in the cart. */
const expectNothingChanged = async (customerId: number, ids: readonly number[], callsBefore: number) => {
  expect(ctx.counts.calls).toBe(callsBefore);
  expect(await journalRowsOf(ctx.app, customerId)).toEqual([]);
  await expectUnpaid(ctx.app, customerId, ids);
};

describe('POST /api/users/:id/cart/pay refuses a bad form with 400 and its fields', () => {
  const cases: [string, () => unknown, Record<string, string>][] = [
    ['a card number failing Luhn', () => withCard({ card_number: '4242424242424241' }), { 'data.card_number': 'Card number is not valid' }],
    ['a card number with letters', () => withCard({ card_number: '4242 4242 abcd 4242' }), { 'data.card_number': 'Card number must be numeric' }],
    ['a card number too short', () => withCard({ card_number: '4242' }), { 'data.card_number': 'Card number is too short' }],
    ['an expiry not MM/YYYY', () => withCard({ card_exp: '2030/12' }), { 'data.card_exp': 'Expiry must be MM/YYYY' }],
    ['an expiry whose month is past', () => withCard({ card_exp: '01/2020' }), { 'data.card_exp': checkoutMessages.expired }],
    ['a CVV with letters', () => withCard({ card_cvv: '12a' }), { 'data.card_cvv': 'CVV must be numeric' }],
    ['a CVV of two digits', () => withCard({ card_cvv: '12' }), { 'data.card_cvv': 'CVV must be 3 or 4 digits' }],
    ['no name on the card', () => withCard({ card_name: ' ' }), { 'data.card_name': 'Name on card is required' }],
    ['no cart total', () => ({ ...withCard({}), cartTotal: undefined }), { cartTotal: 'Cart total is required' }],
    ['a delivery day gone by', () => withCard({}, { delivery: { date: yesterday(), deliveryCost: 19.5 } }), { 'delivery.date': checkoutMessages.deliveryInPast }],
    ['a delivery on a Sunday', () => withCard({}, { delivery: { date: nextSunday(), deliveryCost: 19.5 } }), { 'delivery.date': checkoutMessages.deliveryOnSunday }],
    ['a delivery time outside the windows', () => ({ ...withCard({}), delivery: { ...withCard({}).delivery!, time: '9:00pm' } }), { 'delivery.time': 'Time is required' }],
    ['a delivery without directions', () => withCard({}, { delivery: { directions: '', deliveryCost: 19.5 } }), { 'delivery.directions': 'Directions are required' }],
    ['a delivery without its cost', () => ({ ...withCard({}), delivery: { ...withCard({}).delivery!, deliveryCost: undefined } }), { 'delivery.deliveryCost': 'Delivery cost is required' }],
  ];

  it.each(cases)('%s', async (_name, body, fields) => {
    const { customer, ids } = await cartOfTwo(ctx);
    const callsBefore = ctx.counts.calls;
    const response = await pay(ctx.app, customer.id, customer.headers, body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields } });
    await expectNothingChanged(customer.id, ids, callsBefore);
  });
});

describe('POST /api/users/:id/cart/pay with a card the gateway refuses', () => {
  it.each([
    [sandboxCards.declined, checkoutMessages.declined, 'declined'],
    [sandboxCards.insufficientFunds, checkoutMessages.insufficientFunds, 'insufficient_funds'],
  ])('%s: 402, nothing paid, the cart intact, the journal row declined', async (card, message, reason) => {
    const { customer, ids, cartTotal, deliveryCost } = await cartOfTwo(ctx);
    const response = await pay(ctx.app, customer.id, customer.headers, payBody({ card, cartTotal, delivery: { deliveryCost } }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: { code: 'PAYMENT_DECLINED', message: checkoutMessages.failure, fields: { 'data.card_number': message } } });
    await expectUnpaid(ctx.app, customer.id, ids);
    expect(await ctx.db.select().from(transactions).where(eq(transactions.invoiceId, ids[0]!))).toEqual([]);
    expect(await journalRowsOf(ctx.app, customer.id)).toEqual([expect.objectContaining({ status: 'declined', declineReason: reason, lastFour: card.slice(-4), settledAt: expect.any(Date) })]);

    // Another card, another attempt: the cart pays.
    const retry = await pay(ctx.app, customer.id, customer.headers, payBody({ cartTotal, delivery: { deliveryCost } }));
    expect(retry.statusCode, retry.body).toBe(200);
  });
});

describe('POST /api/users/:id/cart/pay when the cart is not what the customer saw', () => {
  const expectConflict = async (customer: Actor, ids: readonly number[], body: unknown, message: string) => {
    const callsBefore = ctx.counts.calls;
    const response = await pay(ctx.app, customer.id, customer.headers, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message } });
    expect(ctx.counts.calls).toBe(callsBefore);
    expect(await journalRowsOf(ctx.app, customer.id)).toEqual([]);
    expect(await paidAmong(ids)).toEqual([]);
  };
  const paidAmong = async (ids: readonly number[]) =>
    ids.length === 0 ? [] : ctx.db.select({ id: invoices.id }).from(invoices).where(and(inArray(invoices.id, [...ids]), eq(invoices.status, 'paid')));

  it('an empty cart', async () => {
    const customer = await signedIn(ctx.app, { type: 'personal' });
    await expectConflict(customer, [], payBody({ cartTotal: 0 }), checkoutMessages.empty);
  });

  it('a cart total that is not the sum of the values to the cent', async () => {
    const { customer, ids } = await cartOfTwo(ctx);
    await expectConflict(customer, ids, payBody({ cartTotal: 137.44, delivery: { deliveryCost: 19.5 } }), checkoutMessages.cartChanged);
    await expectUnpaid(ctx.app, customer.id, ids);
  });

  it('a delivery cost that is not the estimate', async () => {
    const { customer, ids, cartTotal } = await cartOfTwo(ctx);
    await expectConflict(customer, ids, payBody({ cartTotal, delivery: { deliveryCost: 15 } }), checkoutMessages.deliveryChanged);
    await expectUnpaid(ctx.app, customer.id, ids);
  });

  it('an invoice unapproved since it went into the cart', async () => {
    const { customer, ids, cartTotal, deliveryCost, small } = await cartOfTwo(ctx);
    await ctx.db.update(invoices).set({ status: 'unpaid' }).where(eq(invoices.id, small.id));
    await expectConflict(customer, ids, payBody({ cartTotal, delivery: { deliveryCost } }), checkoutMessages.cartChanged);
  });

  it("invoices of mixed types (the spec's text kept as written), and invoices switched away from online", async () => {
    const { customer, ids, cartTotal, deliveryCost, small, hundred } = await cartOfTwo(ctx);
    await ctx.db.update(invoices).set({ type: 'cash' }).where(eq(invoices.id, small.id));
    await expectConflict(customer, ids, payBody({ cartTotal, delivery: { deliveryCost } }), checkoutMessages.mixedTypes);
    await ctx.db.update(invoices).set({ type: 'cash' }).where(eq(invoices.id, hundred.id));
    await expectConflict(customer, ids, payBody({ cartTotal, delivery: { deliveryCost } }), cartMessages.notOnline);
    await expectUnpaid(ctx.app, customer.id, ids);
  });
});

describe('Who may pay a cart by card', () => {
  it("answers 404 to a customer paying another customer's cart, 403 to staff and 401 to nobody; nothing is charged", async () => {
    const { customer, ids, cartTotal } = await cartOfTwo(ctx);
    const other = await signedIn(ctx.app, { type: 'business' });
    const callsBefore = ctx.counts.calls;
    expect((await pay(ctx.app, customer.id, other.headers, payBody({ cartTotal }))).statusCode).toBe(404);
    expect((await pay(ctx.app, customer.id, ctx.admin.headers, payBody({ cartTotal }))).statusCode).toBe(403);
    expect((await pay(ctx.app, customer.id, {}, payBody({ cartTotal }))).statusCode).toBe(401);
    await expectNothingChanged(customer.id, ids, callsBefore);
  });
});
