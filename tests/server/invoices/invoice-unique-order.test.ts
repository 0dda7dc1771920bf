import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceMessages } from '../../../src/domain/invoices';
import type * as GenerateQueries from '../../../src/server/areas/invoices/generate-queries';
import { invoices } from '../../../src/server/db/schema';
import { createInvoicesContext, type InvoicesContext } from './invoice-context';

// A writer that never saw the order's invoice (here: the check made blind) still cannot give an
// order a second one: the unique order index refuses it, and the answer is the same 409.
vi.mock('../../../src/server/areas/invoices/generate-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof GenerateQueries>()),
  invoiceOfOrder: async () => undefined,
}));

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

describe('the unique order index', () => {
  it('turns a second invoice for an order into 409, not 500', async () => {
    const { order, invoice } = await ctx.invoicedOrder();
    const before = await ctx.snapshot(invoice.id);
    const response = await ctx.generate(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: invoiceMessages.alreadyInvoiced } });
    expect((await ctx.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, order.id)))[0]!.n).toBe(1);
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
  });
});
