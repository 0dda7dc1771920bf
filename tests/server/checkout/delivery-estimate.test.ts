import { describe, expect, it } from 'vitest';
import { signedIn } from '../../helpers/server/factories';
import { approvedInvoice, cartOfTwo, fillCart, useCheckoutApp } from './checkout-fixtures';

const ctx = useCheckoutApp();

const estimate = (param: number | string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/delivery/estimate/${param}`, headers });

describe('GET /api/delivery/estimate/:param', () => {
  it("prices the cart's charged pounds at today's delivery rate: $15.00 up to 20 lb, then $0.50 a pound", async () => {
    const { customer } = await cartOfTwo(ctx);
    const response = await estimate(customer.id, customer.headers);
    expect(response.statusCode).toBe(200);
    // 12 + 9 + 8 = 29 lb: $15.00 + 9 × $0.50.
    expect(response.json()).toBe(19.5);
  });

  it('answers the base rate for a cart within 20 lb, and for an empty one', async () => {
    const customer = await signedIn(ctx.app, { type: 'business' });
    expect((await estimate(customer.id, customer.headers)).json()).toBe(15);
    const light = await approvedInvoice(ctx.app, customer.id, ctx.admin.id, { valueCents: 1000, pounds: [20] });
    await fillCart(ctx.app, customer.id, [light.id]);
    expect((await estimate(customer.id, customer.headers)).json()).toBe(15);
    const heavy = await approvedInvoice(ctx.app, customer.id, ctx.admin.id, { valueCents: 1000, pounds: [1] });
    await fillCart(ctx.app, customer.id, [heavy.id]);
    expect((await estimate(customer.id, customer.headers)).json()).toBe(15.5);
  });

  it("answers 404 to a customer naming someone else, staff for anyone (404 for nobody), 401 without a token", async () => {
    const { customer } = await cartOfTwo(ctx);
    const other = await signedIn(ctx.app, { type: 'personal' });
    expect((await estimate(customer.id, other.headers)).statusCode).toBe(404);
    const worker = await signedIn(ctx.app, { type: 'worker' });
    expect((await estimate(customer.id, worker.headers)).json()).toBe(19.5);
    expect((await estimate(2_000_000_000, worker.headers)).statusCode).toBe(404);
    expect((await estimate(customer.id, {})).statusCode).toBe(401);
    expect((await estimate('x1', worker.headers)).statusCode).toBe(400);
  });
});
