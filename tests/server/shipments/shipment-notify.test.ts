import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentMessages } from '../../../src/domain/shipments';
import { expectReplayed, withIdempotencyKey } from '../../helpers/server/access-cases';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from '../../helpers/server/smtp-server';
import type { BoxSpec } from '../invoices/invoice-context';
import { createShipmentsContext, type ShipmentsContext } from './shipment-context';

// Arrival notices (finance spec §2, §4, §8): the send-notification button mails every customer with
// a package in the shipment not yet notified, once each; a package's notified box locks once ticked.
// Mail goes through a real SMTP server here, so what is counted is what left the app.

let smtp: TestSmtp;
let ctx: ShipmentsContext;
let portal: string;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createShipmentsContext({ smtpUrl: smtp.url });
  portal = ctx.app.deps.config.publicUrl;
});
afterAll(async () => {
  await ctx?.app.close();
  await smtp?.close();
});

/** The arrival notices the SMTP server took for an address, decoded, once the app's background sends are done. */
const mailsTo = async (email: string) => {
  await ctx.app.deps.background.drain();
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => decodeQuotedPrintable(mail.raw))
    .filter((text) => /^Subject: .*arrived in Nassau/m.test(text));
};

let people = 0;
/** A customer of their own, so the mails counted for them are this test's. */
const customer = async (firstName: string, locationId = 2) => {
  const email = `${firstName.toLowerCase()}.${++people}.${process.pid}@example.test`;
  const actor = await ctx.person({ type: 'personal', firstName, lastName: 'Notified', email, locationId });
  return { ...actor, email };
};
const box = (description: string): BoxSpec => ({ weight: 12, size: [30, 20, 10], description, items: [{ price: 49.99, quantity: 2, category: 'clothing' }] });

describe('POST /api/shipments/{id}/notify', () => {
  it('mails each customer once about their packages, where to collect them, what is due and where to pay', async () => {
    const alma = await customer('Alma', 1);
    const bruno = await customer('Bruno', 2);
    const almaOrder = await ctx.createOrder([box('Blue suitcase'), box('Garden hose')], {}, alma.id);
    // Bruno's package is the worked air invoice, unpaid: $94.89 due.
    const { order: brunoOrder, invoice } = await ctx.invoicedOrder([box('Kitchen mixer')], bruno.id);
    const shipment = await ctx.createShipment([...almaOrder.packages.map((p) => p.id), brunoOrder.packages[0]!.id]);

    const result = await ctx.notified(await ctx.notify(shipment.id));
    expect(result).toEqual({ customers: 2, packages: 3, notified_at: expect.any(String) });

    const [toAlma, ...moreToAlma] = await mailsTo(alma.email);
    expect(moreToAlma).toEqual([]);
    expect(toAlma).toMatch(/^Subject: Your 2 packages have arrived in Nassau/m);
    for (const text of ['Hello Alma,', 'Blue suitcase', 'Garden hose', almaOrder.packages[1]!.barcode, 'Madeira', '#48 Madeira Street', `${portal}/`]) expect(toAlma).toContain(text);
    expect(toAlma).not.toContain('Harbor Bay');
    expect(toAlma).not.toContain('Kitchen mixer');

    const [toBruno, ...moreToBruno] = await mailsTo(bruno.email);
    expect(moreToBruno).toEqual([]);
    for (const text of ['Hello Bruno,', 'Kitchen mixer', 'Harbor Bay', '#33 Harbor Bay Shopping Plaza', '$94.89', `${portal}/invoices/${invoice.id}`]) expect(toBruno).toContain(text);
    expect(toBruno).not.toContain('Blue suitcase');

    const report = await ctx.report(shipment.id);
    expect(report.data.map((row) => row.notified)).toEqual([true, true, true]);
    expect(report.meta).toMatchObject({ notified_packages: 3, notified_at: result.notified_at });
    expect((await ctx.logsOf('shipment', shipment.id)).map((log) => log.action)).toEqual(['Created shipment', 'Sent arrival notices']);
  });

  it('mails nobody on a second call', async () => {
    const dina = await customer('Dina');
    const shipment = await ctx.createShipment((await ctx.createOrder([box('Rice cooker')], {}, dina.id)).packages.map((p) => p.id));
    expect(await ctx.notified(await ctx.notify(shipment.id))).toMatchObject({ customers: 1, packages: 1 });
    expect(await ctx.notified(await ctx.notify(shipment.id))).toMatchObject({ customers: 0, packages: 0 });
    expect(await mailsTo(dina.email)).toHaveLength(1);
  });

  it('sends one mail for packages of two orders of one customer', async () => {
    const emil = await customer('Emil');
    const first = await ctx.createOrder([box('Tent')], {}, emil.id);
    const second = await ctx.createOrder([box('Sleeping bag')], {}, emil.id);
    const shipment = await ctx.createShipment([first.packages[0]!.id, second.packages[0]!.id]);
    expect(await ctx.notified(await ctx.notify(shipment.id))).toMatchObject({ customers: 1, packages: 2 });
    const mails = await mailsTo(emil.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Tent');
    expect(mails[0]).toContain('Sleeping bag');
  });

  it('asks for nothing on a paid invoice', async () => {
    const fay = await customer('Fay');
    const { order, invoice } = await ctx.paidInvoice(fay.id);
    const shipment = await ctx.createShipment([order.packages[0]!.id]);
    await ctx.notified(await ctx.notify(shipment.id));
    const [mail] = await mailsTo(fay.email);
    expect(mail).toContain('Hello Fay,');
    expect(mail).not.toContain('$94.89');
    expect(mail).not.toContain(`/invoices/${invoice.id}`);
  });

  it('mails each customer exactly once when two calls are sent together', async () => {
    const ivo = await customer('Ivo');
    const jade = await customer('Jade', 1);
    const ivoOrder = await ctx.createOrder([box('Lantern'), box('Cooler')], {}, ivo.id);
    const jadeOrder = await ctx.createOrder([box('Snorkel')], {}, jade.id);
    const shipment = await ctx.createShipment([...ivoOrder.packages, ...jadeOrder.packages].map((p) => p.id));
    const results = await Promise.all([ctx.notify(shipment.id), ctx.notify(shipment.id, ctx.admin.headers)]);
    const answers = await Promise.all(results.map(ctx.notified));
    expect(answers.map((a) => a.customers).sort()).toEqual([0, 2]);
    expect(await mailsTo(ivo.email)).toHaveLength(1);
    expect(await mailsTo(jade.email)).toHaveLength(1);
  });

  it('answers a retry with the same key from the first answer and mails nobody again', async () => {
    const kai = await customer('Kai');
    const shipment = await ctx.createShipment((await ctx.createOrder([box('Fan')], {}, kai.id)).packages.map((p) => p.id));
    const headers = withIdempotencyKey(ctx.worker.headers);
    const first = await ctx.send('POST', `/api/shipments/${shipment.id}/notify`, headers);
    const replay = await ctx.send('POST', `/api/shipments/${shipment.id}/notify`, headers);
    expectReplayed(first, replay, 200);
    expect(replay.json()).toMatchObject({ customers: 1 });
    expect(await mailsTo(kai.email)).toHaveLength(1);
  });

  it('works the same through GET, the spec’s form of the call', async () => {
    const lena = await customer('Lena');
    const shipment = await ctx.createShipment((await ctx.createOrder([box('Blender')], {}, lena.id)).packages.map((p) => p.id));
    expect(await ctx.notified(await ctx.notify(shipment.id, ctx.worker.headers, 'GET'))).toMatchObject({ customers: 1, packages: 1 });
    expect(await ctx.notified(await ctx.notify(shipment.id, ctx.worker.headers, 'GET'))).toMatchObject({ customers: 0, packages: 0 });
    expect(await mailsTo(lena.email)).toHaveLength(1);
    expect((await ctx.report(shipment.id)).data[0]!.notified).toBe(true);
  });

  it('answers an unknown shipment with 404', async () => {
    const response = await ctx.notify(999_999);
    expect(response.statusCode).toBe(404);
    expect((await ctx.notify(999_999, ctx.worker.headers, 'GET')).statusCode).toBe(404);
  });
});

describe('POST /api/shipments/parcels/{packageId}/notify', () => {
  it("mails the package's customer about that package only; the shipment's notice then skips it", async () => {
    const mara = await customer('Mara', 1);
    const order = await ctx.createOrder([box('Red kettle'), box('Desk lamp')], {}, mara.id);
    const [kettle, lamp] = order.packages;
    const shipment = await ctx.createShipment([kettle!.id, lamp!.id]);

    expect(await ctx.notified(await ctx.notifyParcel(kettle!.id))).toMatchObject({ customers: 1, packages: 1, notified_at: null });
    const [first] = await mailsTo(mara.email);
    expect(first).toMatch(/^Subject: Your package has arrived in Nassau/m);
    expect(first).toContain('Red kettle');
    expect(first).toContain('#48 Madeira Street');
    expect(first).not.toContain('Desk lamp');
    expect((await ctx.report(shipment.id)).data.map((row) => row.notified)).toEqual([true, false]);

    expect(await ctx.notified(await ctx.notify(shipment.id))).toMatchObject({ customers: 1, packages: 1 });
    const mails = await mailsTo(mara.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Desk lamp');
    expect(mails[1]).not.toContain('Red kettle');

    expect(await ctx.notified(await ctx.notifyParcel(kettle!.id, ctx.worker.headers, 'GET'))).toMatchObject({ customers: 0, packages: 0 });
    expect(await mailsTo(mara.email)).toHaveLength(2);
    expect((await ctx.logsOf('package', kettle!.id)).map((log) => log.action)).toEqual(['Sent arrival notice', 'Sent arrival notice']);
  });

  it('mails once about a package when its notice and the shipment’s are sent together', async () => {
    const nico = await customer('Nico');
    const order = await ctx.createOrder([box('Guitar')], {}, nico.id);
    const shipment = await ctx.createShipment([order.packages[0]!.id]);
    const answers = await Promise.all([ctx.notifyParcel(order.packages[0]!.id), ctx.notify(shipment.id)]);
    const results = await Promise.all(answers.map(ctx.notified));
    expect(results.reduce((sum, r) => sum + r.packages, 0)).toBe(1);
    expect(await mailsTo(nico.email)).toHaveLength(1);
  });

  it('answers a package in no shipment with 409 and an unknown package with 404, mailing nobody', async () => {
    const olga = await customer('Olga');
    const order = await ctx.createOrder([box('Umbrella')], {}, olga.id);
    const response = await ctx.notifyParcel(order.packages[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message: shipmentMessages.notInShipment } });
    expect((await ctx.notifyParcel(999_999)).statusCode).toBe(404);
    expect(await mailsTo(olga.email)).toEqual([]);
  });
});
