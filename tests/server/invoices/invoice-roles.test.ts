import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, invoiceTypes, staffInvoiceTypes } from '../../../src/domain/invoices';
import { invoices } from '../../../src/server/db/schema';
import { itRefusesAllButAdmins } from '../../helpers/server/access-cases';
import { createInvoicesContext, type Headers, type InvoicesContext } from './invoice-context';

// Portal spec §6: staff approve and generate, admins alone pay and choose bank or online, special
// users manage fees and manual invoices and invoice a low unit price; customers see their own.

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

const invoicesOfOrder = async (orderId: number) => (await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, orderId)))[0]!.n;
const lowPricedOrder = () => ctx.createOrder([{ weight: 2, size: [10, 10, 10], items: [{ price: 4.99, quantity: 1, category: 'clothing' }] }]);

describe('reading an invoice', () => {
  it('lets the customer read their own, and answers 404 for another customer’s', async () => {
    const { invoice } = await ctx.invoicedOrder();
    await ctx.putInCart(ctx.customer.id, invoice.id);
    expect(await ctx.getInvoice(invoice.id, ctx.customer.headers)).toMatchObject({ id: invoice.id, user: { id: ctx.customer.id, email: ctx.customerEmail }, in_cart: true });
    const stranger = await ctx.person({ type: 'business' });
    const response = await ctx.send('GET', `/api/invoices/${invoice.id}`, stranger.headers);
    expect(response.statusCode).toBe(404);
  });

  it('lets every staff type that sees orders read it, basic included, and refuses accounts and strangers', async () => {
    const { invoice } = await ctx.invoicedOrder();
    for (const type of ['admin', 'worker', 'worker-v2', 'basic'] as const) {
      const reader = await ctx.person({ type });
      expect(await ctx.getInvoice(invoice.id, reader.headers)).toMatchObject({ id: invoice.id, in_cart: false });
    }
    expect((await ctx.send('GET', `/api/invoices/${invoice.id}`, (await ctx.person({ type: 'accounts' })).headers)).statusCode).toBe(403);
    expect((await ctx.send('GET', `/api/invoices/${invoice.id}`, {})).statusCode).toBe(401);
  });
});

describe('generating an invoice', () => {
  it('is for admin, worker and worker-v2 only', async () => {
    const order = await ctx.createOrder();
    for (const type of ['basic', 'accounts', 'personal', 'business'] as const) {
      expect((await ctx.generate(order.id, (await ctx.person({ type })).headers)).statusCode).toBe(403);
    }
    expect(await invoicesOfOrder(order.id)).toBe(0);
    expect((await ctx.generate(order.id, (await ctx.person({ type: 'worker-v2' })).headers)).statusCode).toBe(201);
  });

  it('refuses staff who are not special an order with a unit price below $5, and lets a special user invoice it', async () => {
    const order = await lowPricedOrder();
    expect(order.valid_unit_price).toBe(false);
    for (const headers of [ctx.worker.headers, ctx.admin.headers]) {
      const refused = await ctx.generate(order.id, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(invoiceMessages.lowUnitPrice);
    }
    expect(await invoicesOfOrder(order.id)).toBe(0);
    expect((await ctx.generate(order.id, ctx.special.headers)).statusCode).toBe(201);
  });
});

describe('setting the type', () => {
  it('offers other staff cash, check and card, and refuses them bank and online with 403', async () => {
    const { invoice } = await ctx.invoicedOrder();
    for (const type of ['worker', 'worker-v2'] as const) {
      const headers = (await ctx.person({ type, special: true })).headers;
      for (const allowed of staffInvoiceTypes) expect((await ctx.setType(invoice.id, allowed, headers)).json()).toMatchObject({ type: allowed });
      for (const adminOnly of ['bank', 'online']) {
        const refused = await ctx.setType(invoice.id, adminOnly, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.message).toBe(invoiceMessages.typeAdminOnly);
      }
    }
    expect((await ctx.invoiceRow(invoice.id)).type).toBe('card');
  });

  it('lets an admin choose any of the five', async () => {
    const { invoice } = await ctx.invoicedOrder();
    for (const type of invoiceTypes) expect((await ctx.setType(invoice.id, type, ctx.admin.headers)).json()).toMatchObject({ type });
  });

  it('is refused to basic, accounts and customers', async () => {
    const { invoice } = await ctx.invoicedOrder();
    for (const type of ['basic', 'accounts', 'personal'] as const) expect((await ctx.setType(invoice.id, 'cash', (await ctx.person({ type })).headers)).statusCode).toBe(403);
    expect((await ctx.invoiceRow(invoice.id)).type).toBeNull();
  });
});

describe('approving and unapproving', () => {
  it('is for admin, worker and worker-v2', async () => {
    const { invoice } = await ctx.invoicedOrder();
    for (const type of ['basic', 'accounts', 'personal'] as const) {
      const headers = (await ctx.person({ type })).headers;
      expect((await ctx.approve(invoice.id, headers)).statusCode).toBe(403);
      expect((await ctx.unapprove(invoice.id, headers, 'GET')).statusCode).toBe(403);
    }
    expect((await ctx.invoiceRow(invoice.id)).status).toBe('unpaid');
    const v2 = (await ctx.person({ type: 'worker-v2' })).headers;
    expect((await ctx.approve(invoice.id, v2, 'GET')).json()).toMatchObject({ status: 'approved' });
    expect((await ctx.unapprove(invoice.id, v2)).json()).toMatchObject({ status: 'unpaid' });
  });
});

describe('paying', () => {
  itRefusesAllButAdmins(
    () => ctx.app,
    'leaves the approved invoice unpaid',
    async () => {
      const { invoice } = await ctx.approvedInvoice('cash');
      const before = await ctx.snapshot(invoice.id);
      return {
        send: (headers: Headers) => ctx.pay(invoice.id, 'cash', headers),
        changedNothing: async () => expect(await ctx.snapshot(invoice.id)).toEqual(before),
      };
    },
  );

  it('refuses the GET form to a worker too', async () => {
    const { invoice } = await ctx.approvedInvoice('cash');
    expect((await ctx.pay(invoice.id, 'cash', ctx.special.headers, 'GET')).statusCode).toBe(403);
    expect((await ctx.invoiceRow(invoice.id)).status).toBe('approved');
  });
});

describe('fees and manual invoices', () => {
  const nonSpecial = async (): Promise<Headers[]> => [ctx.worker.headers, ctx.admin.headers, (await ctx.person({ type: 'worker-v2' })).headers];

  it('are refused to staff who are not special, admins included', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const order = await ctx.createOrder();
    const body = { type: 'Amazon', tax: ctx.taxIds.clothing, items: [{ description: 'Coat', quantity: 1, price: 80 }] };
    for (const headers of await nonSpecial()) {
      expect((await ctx.setFees(invoice.id, [{ name: 'Re-pack', amount: 5 }], headers)).statusCode).toBe(403);
      expect((await ctx.createManual(order.id, body, headers)).statusCode).toBe(403);
    }
    expect(await ctx.feeRows(invoice.id)).toEqual([]);
    expect(await invoicesOfOrder(order.id)).toBe(0);
  });

  it('are open to a special admin as to a special worker', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const specialAdmin = await ctx.person({ type: 'admin', special: true });
    expect((await ctx.setFees(invoice.id, [{ name: 'Re-pack', amount: 5 }], specialAdmin.headers)).statusCode).toBe(200);
    const order = await ctx.createOrder();
    const body = { type: 'Ebay', tax: ctx.taxIds.clothing, items: [{ description: 'Coat', quantity: 1, price: 80 }] };
    expect((await ctx.createManual(order.id, body, specialAdmin.headers)).statusCode).toBe(201);
  });
});
