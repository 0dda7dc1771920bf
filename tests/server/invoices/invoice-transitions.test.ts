import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, zInvoice } from '../../../src/domain/invoices';
import { createInvoicesContext, type InvoicesContext } from './invoice-context';

// The worked air invoice of invoice-totals.test.ts is worth $94.89 before any payment fee.

let ctx: InvoicesContext;
beforeAll(async () => {
  ctx = await createInvoicesContext();
});
afterAll(async () => ctx.app.close());

const statusOf = async (id: number) => (await ctx.invoiceRow(id)).status;

/** A refused change answers 409 with the message, and leaves the invoice, its fees, carts and payments as they were. */
const expectRefused = async (id: number, attempt: () => Promise<{ statusCode: number; json: () => unknown }>, message: string) => {
  const before = await ctx.snapshot(id);
  const response = await attempt();
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ error: { code: 'CONFLICT', message } });
  expect(await ctx.snapshot(id)).toEqual(before);
};

const paidInvoice = async () => {
  const { order, invoice } = await ctx.approvedInvoice('cash');
  expect((await ctx.pay(invoice.id, 'cash')).statusCode).toBe(200);
  return { order, invoice };
};

describe('approve', () => {
  it('turns an unpaid invoice approved, stamped with who and when, and answers the invoice', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const response = await ctx.approve(invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    const answered = zInvoice.parse(response.json());
    expect(answered).toMatchObject({ id: invoice.id, status: 'approved', approved_at: expect.any(String), paid_on: null });
    expect(await ctx.invoiceRow(invoice.id)).toMatchObject({ status: 'approved', approvedBy: ctx.worker.id, approvedAt: new Date(answered.approved_at!) });
    expect(await ctx.logsOf('invoice', invoice.id)).toEqual([
      expect.objectContaining({ action: 'Generated invoice', userId: ctx.worker.id }),
      expect.objectContaining({ action: 'Approved invoice', userId: ctx.worker.id }),
    ]);
  });

  it('leaves an approved invoice as it is when approved again', async () => {
    const { invoice } = await ctx.approvedInvoice('cash');
    const before = await ctx.invoiceRow(invoice.id);
    const response = await ctx.approve(invoice.id, ctx.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved' });
    expect(await ctx.invoiceRow(invoice.id)).toEqual(before);
  });

  it('refuses a paid invoice with 409', async () => {
    const { invoice } = await paidInvoice();
    await expectRefused(invoice.id, () => ctx.approve(invoice.id), invoiceMessages.approvePaid);
  });

  // The order behind each invoice mails its customer too (received in Miami): only ready-to-pay mails count here.
  const readyMails = async () => (await ctx.mailsTo(ctx.customerEmail)).filter((mail) => mail.subject.endsWith(' is ready to pay'));

  it('mails the customer that an online invoice is ready to pay, with its link, once', async () => {
    const before = (await readyMails()).length;
    const { invoice } = await ctx.approvedInvoice('online');
    const mails = (await readyMails()).slice(before);
    expect(mails).toEqual([
      expect.objectContaining({ subject: `Invoice #${invoice.pseudo_id} is ready to pay`, body: expect.stringContaining(`${ctx.app.deps.config.publicUrl}/invoices/${invoice.id}`) }),
    ]);
    expect(mails[0]!.body).toContain('$94.89');
    expect((await ctx.approve(invoice.id)).statusCode).toBe(200);
    expect(await readyMails()).toHaveLength(before + 1);
  });

  it('mails nobody when the invoice is not online', async () => {
    const before = (await readyMails()).length;
    await ctx.approvedInvoice('cash');
    expect(await readyMails()).toHaveLength(before);
  });

  it('runs the GET form as a mutation: the change, its activity row, and a replay of the same key', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const headers = { ...ctx.worker.headers, 'idempotency-key': `approve-by-get-${invoice.id}` };
    const first = await ctx.send('GET', `/api/invoices/${invoice.id}/approve?workerID=${ctx.worker.id}`, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(await statusOf(invoice.id)).toBe('approved');
    const replay = await ctx.send('GET', `/api/invoices/${invoice.id}/approve?workerID=${ctx.worker.id}`, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await ctx.logsOf('invoice', invoice.id)).map((row) => row.action)).toEqual(['Generated invoice', 'Approved invoice']);
  });

  it("refuses a workerID that is not the caller's with 403 and one that is not an id with 400, and changes nothing", async () => {
    const { invoice } = await ctx.invoicedOrder();
    const before = await ctx.snapshot(invoice.id);
    const response = await ctx.mutate('POST', `/api/invoices/${invoice.id}/approve?workerID=${ctx.admin.id}`, ctx.worker.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(invoiceMessages.ownNameOnly);
    const bad = await ctx.mutate('POST', `/api/invoices/${invoice.id}/approve?workerID=abc`, ctx.worker.headers);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['workerID']);
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
    expect((await ctx.mutate('POST', `/api/invoices/${invoice.id}/approve?workerID=${ctx.worker.id}`, ctx.worker.headers)).statusCode).toBe(200);
  });
});

describe('unapprove', () => {
  it('turns an approved invoice unpaid again and takes it out of every cart', async () => {
    const { invoice } = await ctx.approvedInvoice('online');
    await ctx.putInCart(ctx.customer.id, invoice.id);
    await ctx.putInCart(ctx.admin.id, invoice.id);
    const response = await ctx.unapprove(invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unpaid', approved_at: null, in_cart: false });
    expect(await ctx.invoiceRow(invoice.id)).toMatchObject({ status: 'unpaid', approvedAt: null, approvedBy: null });
    expect(await ctx.cartsHolding(invoice.id)).toEqual([]);
    expect((await ctx.logsOf('invoice', invoice.id)).at(-1)).toMatchObject({ action: 'Unapproved invoice', userId: ctx.worker.id });
  });

  it('leaves an unpaid invoice as it is', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const before = await ctx.invoiceRow(invoice.id);
    const response = await ctx.unapprove(invoice.id, ctx.worker.headers, 'GET');
    expect(response.statusCode).toBe(200);
    expect(await ctx.invoiceRow(invoice.id)).toEqual(before);
  });

  it('refuses a paid invoice with 409', async () => {
    const { invoice } = await paidInvoice();
    await expectRefused(invoice.id, () => ctx.unapprove(invoice.id), invoiceMessages.unapprovePaid);
  });
});

describe('PUT /api/invoices/:id {type}', () => {
  it('sets how the invoice is to be paid and answers the invoice', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const response = await ctx.setType(invoice.id, 'check', ctx.worker.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: invoice.id, type: 'check', status: 'unpaid' });
    expect((await ctx.invoiceRow(invoice.id)).type).toBe('check');
    expect((await ctx.logsOf('invoice', invoice.id)).at(-1)).toMatchObject({ action: 'Set invoice type' });
  });

  it("takes an invoice that stops being online out of customers' carts, not out of staff carts", async () => {
    const { invoice } = await ctx.approvedInvoice('online');
    await ctx.putInCart(ctx.customer.id, invoice.id);
    await ctx.putInCart(ctx.worker.id, invoice.id);
    expect((await ctx.setType(invoice.id, 'online')).statusCode).toBe(200);
    expect(await ctx.cartsHolding(invoice.id)).toEqual([ctx.worker.id, ctx.customer.id].sort((a, b) => a - b));
    expect((await ctx.setType(invoice.id, 'card')).statusCode).toBe(200);
    expect(await ctx.cartsHolding(invoice.id)).toEqual([ctx.worker.id]);
  });

  it('refuses a paid invoice with 409', async () => {
    const { invoice } = await paidInvoice();
    await expectRefused(invoice.id, () => ctx.setType(invoice.id, 'check'), invoiceMessages.typePaid);
  });

  it('refuses a type that is not one of the five with 400 on type, and changes nothing', async () => {
    const { invoice } = await ctx.invoicedOrder();
    const before = await ctx.snapshot(invoice.id);
    for (const body of [{ type: 'crypto' }, {}, { type: null }]) {
      const response = await ctx.mutate('PUT', `/api/invoices/${invoice.id}`, ctx.admin.headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ type: 'Type is required' });
    }
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
  });
});

describe('pay', () => {
  it('pays an approved cash invoice at the admin’s own branch: one transaction, out of every cart, a receipt', async () => {
    const { order, invoice } = await ctx.approvedInvoice('cash');
    await ctx.putInCart(ctx.worker.id, invoice.id);
    const mailsBefore = (await ctx.mailsTo(ctx.customerEmail)).length;
    const response = await ctx.pay(invoice.id, 'cash');
    expect(response.statusCode, response.body).toBe(200);
    const paid = zInvoice.parse(response.json());
    expect(paid).toMatchObject({ status: 'paid', payment_method: 'cash', value: 94.89, convenienceFee: 0, ccFees: 0, grandTotal: 94.89, ccValue: null, paid_on: expect.any(String) });
    expect(await ctx.invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paymentType: 'cash', paidBy: ctx.admin.id, grandTotalCents: 9489 });
    expect(await ctx.transactionsOf(invoice.id)).toEqual([expect.objectContaining({ type: 'cash', amountCents: 9489, userId: ctx.admin.id, locationId: 1, pnp: null })]);
    expect(await ctx.cartsHolding(invoice.id)).toEqual([]);
    const [receipt] = (await ctx.mailsTo(ctx.customerEmail)).slice(mailsBefore);
    expect(receipt).toMatchObject({ subject: `Receipt for invoice #${invoice.pseudo_id}` });
    expect(receipt!.body).toContain(`order #${order.id}`);
    expect(receipt!.body).toContain('Total paid: $94.89');
    expect(receipt!.body).toContain('Paid by: Cash');
    expect((await ctx.logsOf('invoice', invoice.id)).at(-1)).toMatchObject({ action: 'Paid invoice', userId: ctx.admin.id });
    // The order is paid for, as the orders screens read it.
    expect((await ctx.send('GET', `/api/orders/${order.id}`, ctx.worker.headers)).json()).toMatchObject({ invoice_id: invoice.id, invoice_paid: true });
  });

  it('takes a check at the branch asked for', async () => {
    const { invoice } = await ctx.approvedInvoice('check');
    expect((await ctx.pay(invoice.id, 'check', ctx.admin.headers, 'POST', '&branch=2')).statusCode).toBe(200);
    expect(await ctx.transactionsOf(invoice.id)).toEqual([expect.objectContaining({ type: 'check', locationId: 2 })]);
  });

  it('adds the 3% card fee by card and the 4% convenience fee online, each on the invoice’s value', async () => {
    const { invoice: byCard } = await ctx.approvedInvoice('card');
    const card = await ctx.pay(byCard.id, 'card');
    // 3% of $94.89 = $2.8467; 4% = $3.7956
    expect(card.json()).toMatchObject({ payment_method: 'card', ccFees: 2.85, convenienceFee: 0, grandTotal: 97.74, ccValue: 97.74, lastFourDigits: null });
    expect(await ctx.transactionsOf(byCard.id)).toEqual([expect.objectContaining({ type: 'card', amountCents: 9774, locationId: null })]);
    const { invoice: online } = await ctx.approvedInvoice('online');
    expect((await ctx.pay(online.id, 'online', ctx.admin.headers, 'GET')).json()).toMatchObject({ convenienceFee: 3.8, ccFees: 0, grandTotal: 98.69, ccValue: 98.69 });
    expect((await ctx.logsOf('invoice', online.id)).at(-1)).toMatchObject({ action: 'Paid invoice' });
  });

  it('sends a receipt of the amounts and the day, and nothing else', async () => {
    const { order, invoice } = await ctx.approvedInvoice('card');
    const before = (await ctx.mailsTo(ctx.customerEmail)).length;
    await ctx.pay(invoice.id, 'card');
    const [receipt] = (await ctx.mailsTo(ctx.customerEmail)).slice(before);
    expect(receipt!.body.split('\n')).toEqual([
      'Hello Ivy,',
      '',
      expect.stringMatching(new RegExp(`^We received your payment for invoice #${invoice.pseudo_id} \\(order #${order.id}\\) on [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`)),
      '',
      'Invoice amount: $94.89',
      'Card fee: $2.85',
      'Total paid: $97.74',
      'Paid by: Card',
      '',
      `Your invoice: ${ctx.app.deps.config.publicUrl}/invoices/${invoice.id}`,
    ]);
  });

  it('refuses an unpaid invoice and a paid one with 409', async () => {
    const { invoice: unpaid } = await ctx.invoicedOrder();
    await expectRefused(unpaid.id, () => ctx.pay(unpaid.id, 'cash'), invoiceMessages.payNotApproved);
    const { invoice: paid } = await paidInvoice();
    await expectRefused(paid.id, () => ctx.pay(paid.id, 'cash'), invoiceMessages.alreadyPaid);
  });

  it('refuses a missing or unknown type and an unknown branch with 400 on that field, and changes nothing', async () => {
    const { invoice } = await ctx.approvedInvoice('cash');
    const before = await ctx.snapshot(invoice.id);
    for (const [query, fields] of [
      ['', { type: 'Type is required' }],
      ['?type=gold', { type: 'Type is required' }],
      ['?type=cash&branch=3', { branch: 'Choose Madeira (1) or Harbor Bay (2)' }],
      ['?type=cash&branch=one', { branch: 'Choose Madeira (1) or Harbor Bay (2)' }],
    ] as const) {
      const response = await ctx.mutate('POST', `/api/invoices/${invoice.id}/pay${query}`, ctx.admin.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
  });
});

describe('POST /api/invoices/:id/fees', () => {
  it('replaces the named fees of an approved invoice, and repricing them away gives the invoice back', async () => {
    const { invoice } = await ctx.approvedInvoice('online');
    const first = await ctx.setFees(invoice.id, [
      { name: 'Re-pack', amount: 12.5 },
      { name: 'Handling', amount: 7.35 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    // tests/domain/pricing/invoice-fees.test.ts: fees $19.85, their VAT $1.99 (198.5¢), value $94.89 → $116.73
    expect(first.json()).toMatchObject({ status: 'approved', fees_total: 19.85, feesVat: 1.99, vat_total: 19.49, regVat: 4.99, regTotal: 57.24, reimbursementTotal: 59.49, value: 116.73, grandTotal: 116.73 });
    expect((await ctx.feeRows(invoice.id)).map((row) => [row.position, row.name, row.amountCents])).toEqual([
      [1, 'Re-pack', 1250],
      [2, 'Handling', 735],
    ]);
    const second = await ctx.setFees(invoice.id, [{ name: 'Storage pallet', amount: 5 }]);
    expect(second.json()).toMatchObject({ fees: [{ name: 'Storage pallet', amount: 5 }], fees_total: 5, feesVat: 0.5, value: 100.39 });
    const cleared = await ctx.setFees(invoice.id, []);
    expect(cleared.json()).toMatchObject({ fees: [], fees_total: 0, feesVat: 0, vat_total: 17.5, regTotal: 35.4, value: 94.89, grandTotal: 94.89 });
    expect(await ctx.feeRows(invoice.id)).toEqual([]);
    expect((await ctx.logsOf('invoice', invoice.id)).filter((row) => row.action === 'Changed invoice fees')).toHaveLength(3);
  });

  it('refuses a paid invoice with 409', async () => {
    const { invoice } = await paidInvoice();
    await expectRefused(invoice.id, () => ctx.setFees(invoice.id, [{ name: 'Late', amount: 1 }]), invoiceMessages.feesPaid);
  });

  it('refuses bad fees with 400 naming the field, and changes nothing', async () => {
    const { invoice } = await ctx.invoicedOrder();
    await ctx.setFees(invoice.id, [{ name: 'Kept', amount: 2 }]);
    const before = await ctx.snapshot(invoice.id);
    const cases: [unknown, Record<string, string>][] = [
      [undefined, { fees: 'Fees are required' }],
      [[{ amount: 1 }], { 'fees.0.name': 'Name is required' }],
      [[{ name: ' ', amount: 1 }], { 'fees.0.name': 'Name is required' }],
      [[{ name: 'Extra' }], { 'fees.0.amount': 'Amount is required' }],
      [[{ name: 'Extra', amount: 1.005 }], { 'fees.0.amount': 'Amount must be in dollars and cents' }],
      [[{ name: 'Extra', amount: -1 }], { 'fees.0.amount': 'Amount must be at least 0' }],
      [Array.from({ length: 21 }, () => ({ name: 'Extra', amount: 1 })), { fees: 'At most 20 fees' }],
      [Array.from({ length: 20 }, () => ({ name: 'Huge', amount: 10_000_000 })), { fees: invoiceMessages.tooLarge }],
    ];
    for (const [fees, fields] of cases) {
      const response = await ctx.mutate('POST', `/api/invoices/${invoice.id}/fees`, ctx.special.headers, fees === undefined ? {} : { fees });
      expect(response.statusCode, JSON.stringify(fees)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
  });
});

describe('every change to an invoice of a missing or deleted order', () => {
  it('is 404 and changes nothing', async () => {
    const { order, invoice } = await ctx.approvedInvoice('cash');
    expect((await ctx.mutate('DELETE', `/api/orders/${order.id}`, ctx.special.headers)).statusCode).toBe(200);
    const before = await ctx.snapshot(invoice.id);
    for (const id of [invoice.id, 999_999]) {
      expect((await ctx.send('GET', `/api/invoices/${id}`, ctx.admin.headers)).statusCode).toBe(404);
      expect((await ctx.setType(id, 'cash')).statusCode).toBe(404);
      expect((await ctx.approve(id)).statusCode).toBe(404);
      expect((await ctx.unapprove(id)).statusCode).toBe(404);
      expect((await ctx.pay(id, 'cash')).statusCode).toBe(404);
      expect((await ctx.setFees(id, [])).statusCode).toBe(404);
    }
    expect(await ctx.snapshot(invoice.id)).toEqual(before);
  });
});
