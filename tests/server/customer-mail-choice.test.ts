import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLog, users } from '../../src/server/db/schema';
import { withIdempotencyKey } from '../helpers/server/access-cases';
import { profileForm } from '../helpers/server/profile-form';
import { approvedInvoice, fillCart, pay, payBody } from './checkout/checkout-fixtures';
import { createShipmentsContext, type ShipmentsContext } from './shipments/shipment-context';

// A customer who turns off the mails about their parcels and invoices under My Account gets no
// arrival notice and no ready-to-pay mail; payment receipts go all the same, from the counter and
// from a card checkout. Each mail is read back from the mail log.

let ctx: ShipmentsContext;
beforeAll(async () => {
  ctx = await createShipmentsContext();
});
afterAll(async () => ctx?.app.close());

let people = 0;
/** A customer of their own who turned the mails off through My Account (PUT /users/{id} data.mail_updates), unless told otherwise. */
const customer = async (mailUpdates: boolean) => {
  const email = `choice.${++people}.${process.pid}@example.test`;
  const actor = await ctx.person({ type: 'personal', firstName: 'Chloe', lastName: 'Choice', email });
  const row = (await ctx.db.select().from(users).where(eq(users.id, actor.id)))[0]!;
  const response = await ctx.send('PUT', `/api/users/${actor.id}`, withIdempotencyKey(actor.headers), { data: profileForm(row, { mail_updates: mailUpdates }) });
  expect(response.statusCode, response.body).toBe(200);
  return { ...actor, email };
};

const subjectsTo = async (email: string) => {
  await ctx.app.deps.background.drain();
  return (await ctx.db.select().from(mailLog).where(eq(mailLog.to, email)).orderBy(asc(mailLog.id))).map((mail) => mail.subject);
};

describe('mail a customer turned off', () => {
  it('sends no arrival notice, yet the packages count as notified, and the other customer of the shipment hears as before', async () => {
    const quiet = await customer(false);
    const keen = await customer(true);
    const quietOrder = await ctx.createOrder(undefined, {}, quiet.id);
    const keenOrder = await ctx.createOrder(undefined, {}, keen.id);
    const shipment = await ctx.createShipment([quietOrder.packages[0]!.id, keenOrder.packages[0]!.id]);
    expect(await ctx.notified(await ctx.notify(shipment.id))).toMatchObject({ customers: 1, packages: 2 });
    expect(await subjectsTo(quiet.email)).toEqual([]);
    expect(await subjectsTo(keen.email)).toEqual([`Order #${keenOrder.id} received at our Miami warehouse`, 'Your package has arrived in Nassau']);
    expect((await ctx.report(shipment.id)).data.map((row) => row.notified)).toEqual([true, true]);
  });

  it('sends no ready-to-pay mail for an approved online invoice', async () => {
    const quiet = await customer(false);
    await ctx.approvedInvoice('online', quiet.id);
    expect(await subjectsTo(quiet.email)).toEqual([]);
  });

  it('still sends the receipt of a payment taken at the counter', async () => {
    const quiet = await customer(false);
    const { invoice } = await ctx.approvedInvoice('online', quiet.id);
    expect((await ctx.pay(invoice.id, 'online')).statusCode).toBe(200);
    expect(await subjectsTo(quiet.email)).toEqual([`Receipt for invoice #${invoice.pseudo_id}`]);
  });

  it('still sends the receipt of a card checkout, with a link to the portal', async () => {
    const quiet = await customer(false);
    const invoice = await approvedInvoice(ctx.app, quiet.id, ctx.admin.id, { valueCents: 2500, pounds: [4] });
    await fillCart(ctx.app, quiet.id, [invoice.id]);
    const response = await pay(ctx.app, quiet.id, withIdempotencyKey(quiet.headers), payBody({ cartTotal: 25 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await subjectsTo(quiet.email)).toEqual(['Your payment receipt']);
    const [receipt] = await ctx.db.select().from(mailLog).where(and(eq(mailLog.to, quiet.email), inArray(mailLog.subject, ['Your payment receipt'])));
    expect(receipt!.body).toContain(`${ctx.app.deps.config.publicUrl}/client/dashboard`);
  });

  it('is on for a customer who never chose: the ready-to-pay mail goes', async () => {
    const keen = await customer(true);
    const { invoice } = await ctx.approvedInvoice('online', keen.id);
    expect(await subjectsTo(keen.email)).toEqual([expect.stringMatching(/received at our Miami warehouse$/), `Invoice #${invoice.pseudo_id} is ready to pay`]);
  });
});
