import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../src/server/db/schema';
import { expectKeyMismatch, expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { createInvoicesContext, type Headers, type InvoicesContext } from './invoice-context';

// A retry with the same Idempotency-Key answers as the first request did and changes nothing more:
// one invoice, one activity row, one payment.

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

type Method = 'GET' | 'POST' | 'PUT';
const twice = async (method: Method, url: string, headers: Headers, payload?: unknown) => {
  const keyed = withIdempotencyKey(headers);
  const first = await ctx.send(method, url, keyed, payload);
  const replay = await ctx.send(method, url, keyed, payload);
  return { first, replay, keyed };
};
const invoicesOfOrder = async (orderId: number) => (await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, orderId)))[0]!.n;
const actions = async (id: number) => (await ctx.logsOf('invoice', id)).map((row) => row.action);

describe('a replayed invoice request', () => {
  it('generates once', async () => {
    const order = await ctx.createOrder();
    const { first, replay, keyed } = await twice('POST', `/api/invoices?orderID=${order.id}`, ctx.worker.headers);
    expectReplayed(first, replay, 201);
    expect(await invoicesOfOrder(order.id)).toBe(1);
    expect(await actions(first.json().id)).toEqual(['Generated invoice']);
    expectKeyMismatch(await ctx.send('POST', `/api/invoices?orderID=${order.id + 1}`, keyed));
  });

  it('creates one manual invoice', async () => {
    const order = await ctx.createOrder();
    const body = { type: 'Amazon', tax: ctx.taxIds.clothing, items: [{ description: 'Coat', quantity: 1, price: 80 }] };
    const { first, replay, keyed } = await twice('POST', `/api/orders/${order.id}/create-manual`, ctx.special.headers, body);
    expectReplayed(first, replay, 201);
    expect(await invoicesOfOrder(order.id)).toBe(1);
    expect((await ctx.logsOf('order', order.id)).map((row) => row.action)).toEqual(['Created order', 'Created manual invoice']);
    expectKeyMismatch(await ctx.send('POST', `/api/orders/${order.id}/create-manual`, keyed, { ...body, type: 'Ebay' }));
  });

  it('sets the type once', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const { first, replay, keyed } = await twice('PUT', `/api/invoices/${invoice.id}`, ctx.admin.headers, { type: 'online' });
    expectReplayed(first, replay, 200);
    expect(await actions(invoice.id)).toEqual(['Generated invoice', 'Set invoice type']);
    expectKeyMismatch(await ctx.send('PUT', `/api/invoices/${invoice.id}`, keyed, { type: 'cash' }));
  });

  for (const method of ['POST', 'GET'] as const) {
    it(`approves, unapproves and pays once (${method})`, async () => {
      const { invoice } = await ctx.invoicedOrder();
      const approved = await twice(method, `/api/invoices/${invoice.id}/approve`, ctx.worker.headers);
      expectReplayed(approved.first, approved.replay, 200);
      const unapproved = await twice(method, `/api/invoices/${invoice.id}/unapprove`, ctx.worker.headers);
      expectReplayed(unapproved.first, unapproved.replay, 200);
      expect((await ctx.approve(invoice.id)).statusCode).toBe(200);
      const paid = await twice(method, `/api/invoices/${invoice.id}/pay?type=cash`, ctx.admin.headers);
      expectReplayed(paid.first, paid.replay, 200);
      expect(await ctx.transactionsOf(invoice.id)).toHaveLength(1);
      expect(await actions(invoice.id)).toEqual(['Generated invoice', 'Approved invoice', 'Unapproved invoice', 'Approved invoice', 'Paid invoice']);
      expectKeyMismatch(await ctx.send(method, `/api/invoices/${invoice.id}/pay?type=check`, paid.keyed));
    });
  }

  it('changes the fees once', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const fees = { fees: [{ name: 'Re-pack', amount: 12.5 }] };
    const { first, replay, keyed } = await twice('POST', `/api/invoices/${invoice.id}/fees`, ctx.special.headers, fees);
    expectReplayed(first, replay, 200);
    expect(await ctx.feeRows(invoice.id)).toHaveLength(1);
    expect(await actions(invoice.id)).toEqual(['Generated invoice', 'Changed invoice fees']);
    expectKeyMismatch(await ctx.send('POST', `/api/invoices/${invoice.id}/fees`, keyed, { fees: [] }));
  });
});
