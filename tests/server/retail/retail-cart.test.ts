import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages, zCart } from '../../../src/domain/cart';
import { retailMessages } from '../../../src/domain/retail';
import { cartItems, invoices, orders } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { signedIn, type Actor } from '../../helpers/server/factories';
import { newCategory, orderForSale, useRetailApp } from './retail-fixtures';

const ctx = useRetailApp();

type Headers = Record<string, string>;
const add = (userId: number, invoice: unknown, headers: Headers) => ctx.app.inject({ method: 'POST', url: `/api/users/${userId}/cart`, headers, payload: { invoice } });
const rowsInCart = async (userId: number) => (await ctx.db.select({ invoiceId: cartItems.invoiceId }).from(cartItems).where(eq(cartItems.userId, userId))).map((row) => row.invoiceId);
const customer = (firstName = 'Bea', lastName = 'Buyer') => signedIn(ctx.app, { type: 'personal', firstName, lastName });

const expectConflict = (response: { statusCode: number; json: () => unknown }, message: string) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message } });
};

const forSaleOf = async (owner: Actor, spec: Partial<Parameters<typeof orderForSale>[1]> = {}) => orderForSale(ctx, { owner: owner.id, category: await newCategory(ctx), ...spec });

describe("POST /api/users/:id/cart with an order for sale", () => {
  it("puts another customer's order for sale into a buyer's cart, the line naming the buyer, never the owner", async () => {
    const olive = await customer('Olive', 'Owner');
    const bea = await customer();
    const sale = await forSaleOf(olive, { valueCents: 8063, type: 'cash' });
    const response = await add(bea.id, sale.invoiceId, bea.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(zCart.parse(response.json())).toEqual({
      data: [{ id: sale.invoiceId, pseudo_id: sale.pseudoId, value: 80.63, type: 'online', order: sale.orderId, user: { id: bea.id, full_name: 'Bea Buyer' }, for_sale: true }],
      total: 80.63,
    });
    expect(response.body).not.toContain('Olive');
    expect(await rowsInCart(bea.id)).toEqual([sale.invoiceId]);
  });

  it("takes an order for sale whatever its invoice's state short of paid and whatever its type, into the owner's cart too, as an online line", async () => {
    const olive = await customer('Olive', 'Owner');
    const bea = await customer();
    const unapprovedCash = await forSaleOf(olive, { status: 'unpaid', type: 'cash' });
    const untyped = await forSaleOf(olive, { type: null });
    for (const sale of [unapprovedCash, untyped]) expect((await add(bea.id, sale.invoiceId, bea.headers)).statusCode).toBe(200);
    const owners = await add(olive.id, unapprovedCash.invoiceId, olive.headers);
    expect(owners.statusCode).toBe(200);
    // In a customer's cart an order for sale is paid online, by card, whatever its type was.
    // The owner's own invoice stays theirs to open; only a buyer's line is marked for sale.
    expect(owners.json()).toMatchObject({ data: [{ id: unapprovedCash.invoiceId, type: 'online', for_sale: false }] });
    expect((await add(bea.id, untyped.invoiceId, bea.headers)).json()).toMatchObject({ data: [{ type: 'online' }, { type: 'online' }] });
    expect(await rowsInCart(bea.id)).toEqual([unapprovedCash.invoiceId, untyped.invoiceId]);
    expect(await rowsInCart(olive.id)).toEqual([unapprovedCash.invoiceId]);
  });

  it('still answers 404 for the invoice of an order not for sale, or of one deleted since', async () => {
    const olive = await customer('Olive', 'Owner');
    const bea = await customer();
    const notForSale = await forSaleOf(olive, { approve: false });
    const deleted = await forSaleOf(olive);
    await ctx.db.update(orders).set({ deletedAt: new Date(), deletedBy: ctx.admin.id }).where(eq(orders.id, deleted.orderId));
    expect((await add(bea.id, notForSale.invoiceId, bea.headers)).statusCode).toBe(404);
    expect((await add(bea.id, deleted.invoiceId, bea.headers)).statusCode).toBe(404);
    expect(await rowsInCart(bea.id)).toEqual([]);
  });

  it('refuses with 409 an order for sale that someone bought, or its customer paid, meanwhile', async () => {
    const olive = await customer('Olive', 'Owner');
    const bea = await customer();
    const cy = await customer('Cy', 'Other');
    const bought = await forSaleOf(olive);
    await ctx.db.update(orders).set({ userId: cy.id, soldFrom: olive.id, soldAt: new Date() }).where(eq(orders.id, bought.orderId));
    await ctx.db.update(invoices).set({ userId: cy.id, status: 'paid', paidOn: new Date(), paymentType: 'online' }).where(eq(invoices.id, bought.invoiceId));
    const paidByOwner = await forSaleOf(olive);
    await ctx.db.update(invoices).set({ status: 'paid', paidOn: new Date(), paymentType: 'cash' }).where(eq(invoices.id, paidByOwner.invoiceId));
    expectConflict(await add(bea.id, bought.invoiceId, bea.headers), retailMessages.notForSale);
    expectConflict(await add(bea.id, paidByOwner.invoiceId, bea.headers), retailMessages.notForSale);
    expectConflict(await add(cy.id, bought.invoiceId, cy.headers), cartMessages.alreadyPaid);
    expect(await rowsInCart(bea.id)).toEqual([]);
  });

  it("keeps the staff's own carts to approved invoices, for sale or not", async () => {
    const olive = await customer('Olive', 'Owner');
    const cashier = await signedIn(ctx.app, { type: 'worker' });
    const unapproved = await forSaleOf(olive, { status: 'unpaid' });
    const approved = await forSaleOf(olive, { type: 'cash' });
    expectConflict(await add(cashier.id, unapproved.invoiceId, cashier.headers), cartMessages.notApproved);
    expect((await add(cashier.id, approved.invoiceId, cashier.headers)).statusCode).toBe(200);
    // A staff cart names each invoice's customer, as before.
    expect((await add(cashier.id, approved.invoiceId, cashier.headers)).json()).toMatchObject({ data: [{ user: { id: olive.id, full_name: 'Olive Owner' } }] });
  });

  it("answers 404 to a customer adding to another customer's cart, and 400 for a missing invoice", async () => {
    const olive = await customer('Olive', 'Owner');
    const bea = await customer();
    const sale = await forSaleOf(olive);
    expect((await add(olive.id, sale.invoiceId, bea.headers)).statusCode).toBe(404);
    const missing = await add(bea.id, undefined, bea.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { invoice: 'Invoice is required' } } });
    expect(await rowsInCart(olive.id)).toEqual([]);
    expect(await rowsInCart(bea.id)).toEqual([]);
  });

  it('answers a replay with the first answer, and adds once', async () => {
    const bea = await customer();
    const sale = await forSaleOf(await customer('Olive', 'Owner'));
    const headers = withIdempotencyKey(bea.headers);
    const first = await add(bea.id, sale.invoiceId, headers);
    const replay = await add(bea.id, sale.invoiceId, headers);
    expectReplayed(first, replay, 200);
    expect(await ctx.db.select().from(cartItems).where(and(eq(cartItems.userId, bea.id), eq(cartItems.invoiceId, sale.invoiceId)))).toHaveLength(1);
  });
});
