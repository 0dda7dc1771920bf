import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zOrder } from '../../../src/domain/orders';
import { mailLog, taxes, users } from '../../../src/server/db/schema';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { useAppWithAdmin } from '../../helpers/server/app-with-admin';
import { createUser } from '../../helpers/server/factories';
import { orderData, packageBody } from '../../helpers/server/orders/order-fixtures';

// Package received in Miami (issue 18): a new order mails its customer once, after it commits,
// with the order, its packages, where they go next and links to the portal; a replay of the same
// request (the offline outbox retries with its key) mails nobody again, nor does a refused one, and
// a customer who turned such mail off under My Account gets none.

const ctx = useAppWithAdmin({ worker: { type: 'worker' } });
const portal = () => ctx.app.deps.config.publicUrl;

const taxId = async () => (await ctx.db.select({ id: taxes.id }).from(taxes).orderBy(asc(taxes.id)).limit(1))[0]!.id;

/** The received mails the log holds for an address, once the background sends are done. */
const receivedMailsTo = async (email: string) => {
  await ctx.app.deps.background.drain();
  return ctx.db.select().from(mailLog).where(and(eq(mailLog.to, email), like(mailLog.subject, '%received at our Miami warehouse'))).orderBy(asc(mailLog.id));
};

const post = (payload: unknown, headers: Record<string, string> = withIdempotencyKey(ctx.worker.headers)) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders', headers, payload: payload as object });

const customer = (locationId = 1) => createUser(ctx.app, { type: 'personal', firstName: 'Rita', lastName: 'Received', locationId });

describe('the received-in-Miami mail', () => {
  it('tells the customer once about the order, each package, where it goes next, and where to look', async () => {
    const rita = await customer(1);
    const tax = await taxId();
    const packages = [packageBody(tax, { description: 'Blender', weight: 7.5 }), packageBody(tax, { description: 'Desk lamp', weight: 3 })];
    const response = await post({ data: orderData(rita.id, tax, { vendor: 'Walmart', shipping_method: 'next-day', packages }) });
    expect(response.statusCode, response.body).toBe(201);
    const order = zOrder.parse(response.json());

    const [mail, ...more] = await receivedMailsTo(rita.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Order #${order.id} received at our Miami warehouse`);
    expect(mail!.body.split('\n')).toEqual([
      'Hello Rita,',
      '',
      `We received your order #${order.id} from Walmart at our Miami warehouse, 2 packages:`,
      `- Blender (package ${order.packages[0]!.barcode}, 7.5 lb)`,
      `- Desk lamp (package ${order.packages[1]!.barcode}, 3 lb)`,
      '',
      'Next, they travel to Nassau by Priority. We will email you when they arrive; you collect them at our Madeira counter, #48 Madeira Street, Nassau.',
      '',
      `Your order: ${portal()}/orders/${order.id}`,
      '',
      `Your orders and invoices: ${portal()}/client/dashboard`,
      `To stop these emails (payment receipts still come), turn them off under My Account: ${portal()}/my-account`,
    ]);
  });

  it('names the customer’s own counter and speaks of one package as one', async () => {
    const sam = await customer(2);
    const response = await post({ data: orderData(sam.id, await taxId()) });
    const order = zOrder.parse(response.json());
    const [mail] = await receivedMailsTo(sam.email);
    expect(mail!.body).toContain(`from Amazon at our Miami warehouse, one package:\n- Shoes (package ${order.packages[0]!.barcode}, 3.5 lb)`);
    expect(mail!.body).toContain('Next, it travels to Nassau by Standard. We will email you when it arrives; you collect it at our Harbor Bay counter, #33 Harbor Bay Shopping Plaza, Nassau.');
  });

  it('mails nobody again when the same request is replayed, as the offline outbox retries it', async () => {
    const tom = await customer();
    const headers = withIdempotencyKey(ctx.worker.headers);
    const payload = { data: orderData(tom.id, await taxId()) };
    const first = await post(payload, headers);
    expect(await receivedMailsTo(tom.email)).toHaveLength(1);
    for (let retry = 0; retry < 3; retry++) expectReplayed(first, await post(payload, headers), 201);
    expect(await receivedMailsTo(tom.email)).toHaveLength(1);
  });

  it('mails each order of a customer once: two orders, two mails', async () => {
    const uma = await customer();
    const tax = await taxId();
    const ids = [];
    for (let n = 0; n < 2; n++) ids.push(zOrder.parse((await post({ data: orderData(uma.id, tax) })).json()).id);
    expect((await receivedMailsTo(uma.email)).map((mail) => mail.subject)).toEqual(ids.map((id) => `Order #${id} received at our Miami warehouse`));
  });

  it('mails nothing for a refused order', async () => {
    const vic = await customer();
    const response = await post({ data: orderData(vic.id, await taxId(), { vendor: '' }) });
    expect(response.statusCode).toBe(400);
    expect(await receivedMailsTo(vic.email)).toEqual([]);
  });

  it('mails nothing to a customer who turned such mail off, and again once they turn it back on', async () => {
    const wes = await customer();
    const tax = await taxId();
    await ctx.db.update(users).set({ mailUpdates: false }).where(eq(users.id, wes.id));
    expect((await post({ data: orderData(wes.id, tax) })).statusCode).toBe(201);
    expect(await receivedMailsTo(wes.email)).toEqual([]);
    await ctx.db.update(users).set({ mailUpdates: true }).where(eq(users.id, wes.id));
    expect((await post({ data: orderData(wes.id, tax) })).statusCode).toBe(201);
    expect(await receivedMailsTo(wes.email)).toHaveLength(1);
  });
});
