import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFees, invoiceManualItems } from '../../../src/server/db/schema';
import { businessToday } from '../../../src/server/time';
import { createIncidentContext, daysAgo, type IncidentContext } from './incident-context';

// The worked air invoice (invoice-totals.test.ts) is processing $10.00, VAT $17.50, value $94.89:
// stored as 1000, 1750 and 9489 cents. Every expected figure below is worked out from those by hand.

let ctx: IncidentContext;
beforeAll(async () => {
  ctx = await createIncidentContext();
});
afterAll(async () => ctx.app.close());

const phone = () => ({ type: 'Amazon', tax: ctx.taxIds.television, items: [{ description: 'Phone', quantity: 1, price: 300 }] });

describe('GET /api/invoices/incorrect', () => {
  it('lists exactly the invoices whose stored totals were altered, with both sets and the differences in cents', async () => {
    const untouched = await ctx.plainInvoice();
    const vatRaised = await ctx.plainInvoice();
    const processingCut = await ctx.plainInvoice();
    const paidByCard = await ctx.approvedInvoice('card');
    expect((await ctx.pay(paidByCard.invoice.id, 'card')).statusCode).toBe(200);

    // A stored VAT total raised by 150 cents: the engine says 1750, so the difference is −1.50.
    await ctx.spoil(vatRaised.id, { vatTotalCents: ctx.plus('vatTotalCents', 150) });
    // Processing stored as $5.00 and the value and grand total $5.00 short: the engine says $10.00 and $94.89.
    await ctx.spoil(processingCut.id, { processingFeeCents: 500, valueCents: 9489 - 500, grandTotalCents: 9489 - 500 });

    const page = await ctx.incorrectPage();
    expect(page.meta).toEqual({ from: daysAgo(29), to: daysAgo(0), current_page: 1, page_size: 25, has_next: false });
    // Newest first.
    expect(page.data.map((row) => row.id)).toEqual([processingCut.id, vatRaised.id]);
    const [cut, raised] = page.data;
    expect(raised).toMatchObject({
      pseudo_id: vatRaised.pseudo_id,
      customer: 'Ivy Invoiced',
      date: daysAgo(0),
      rates_date: daysAgo(0),
      status: 'unpaid',
      sets: [
        { totalProcessing: 1000, vatTotal: 1900, grand_total: 9489 },
        { totalProcessing: 1000, vatTotal: 1750, grand_total: 9489 },
      ],
      difference: { totalProcessing: 0, vatTotal: -150, grand_total: 0 },
      problem: null,
    });
    expect(cut).toMatchObject({
      sets: [
        { totalProcessing: 500, vatTotal: 1750, grand_total: 8989 },
        { totalProcessing: 1000, vatTotal: 1750, grand_total: 9489 },
      ],
      difference: { totalProcessing: 500, vatTotal: 0, grand_total: 500 },
    });
    // The card payment's 3% fee ($2.85 on $94.89) is repriced at the day it was paid, so that invoice matches.
    expect(page.data.map((row) => row.id)).not.toContain(untouched.id);
    expect(page.data.map((row) => row.id)).not.toContain(paidByCard.invoice.id);
    expect((await ctx.invoiceRow(paidByCard.invoice.id)).grandTotalCents).toBe(9489 + 285);

    // Put right again, they leave the report.
    await ctx.spoil(vatRaised.id, { vatTotalCents: 1750 });
    await ctx.spoil(processingCut.id, { processingFeeCents: 1000, valueCents: 9489, grandTotalCents: 9489 });
    expect((await ctx.incorrectPage()).data).toEqual([]);
  });

  it("reprices a manual invoice from its stored purchase lines and named fees from the stored fees", async () => {
    const order = await ctx.createOrder();
    const manual = await ctx.createManual(order.id, phone());
    expect(manual.statusCode, manual.body).toBe(201);
    const manualId = (manual.json() as { id: number }).id;
    const withFees = await ctx.plainInvoice();
    expect((await ctx.setFees(withFees.id, [{ name: 'Courier', amount: 20 }])).statusCode).toBe(200);
    // Both as issued are correct.
    expect((await ctx.incorrectPage()).data).toEqual([]);

    // The phone's stored price $300 → $400. Freight 12 lb × $2.00 = $24.00 and documentation $5.00 stay.
    // Stored: processing $10.00; VAT 2.70 (10% of 24 + 3 insurance) + 34.50 (10% of 300 + 30 duty + 5 levy
    // + 10 processing) + 0.50 = $37.70; value 24 + 5 + 3 + 2.40 freight tax + 3.20 VAT + 30 + 5 + 10 + 34.50 = $117.10.
    // At $400: insurance $4, duty $40, processing still $10; VAT 2.80 + 45.50 + 0.50 = $48.80;
    // value 24 + 5 + 4 + 2.40 + 3.30 + 40 + 5 + 10 + 45.50 = $139.20.
    await ctx.db.update(invoiceManualItems).set({ priceCents: 40_000 }).where(eq(invoiceManualItems.invoiceId, manualId));
    // The fee stored as $30 instead of $20: its VAT $3.00 instead of $2.00. Stored VAT 17.50 + 2.00 = $19.50 and
    // value 94.89 + 20 + 2 = $116.89; the engine says $20.50 and $127.89.
    await ctx.db.update(invoiceFees).set({ amountCents: 3000 }).where(eq(invoiceFees.invoiceId, withFees.id));

    const byId = new Map((await ctx.incorrectPage()).data.map((row) => [row.id, row]));
    expect([...byId.keys()].sort()).toEqual([manualId, withFees.id].sort());
    expect(byId.get(manualId)!.sets).toEqual([
      { totalProcessing: 1000, vatTotal: 3770, grand_total: 11_710 },
      { totalProcessing: 1000, vatTotal: 4880, grand_total: 13_920 },
    ]);
    expect(byId.get(manualId)!.difference).toEqual({ totalProcessing: 0, vatTotal: 1110, grand_total: 2210 });
    expect(byId.get(withFees.id)!.sets).toEqual([
      { totalProcessing: 1000, vatTotal: 1950, grand_total: 11_689 },
      { totalProcessing: 1000, vatTotal: 2050, grand_total: 12_789 },
    ]);
    expect(byId.get(withFees.id)!.difference).toEqual({ totalProcessing: 0, vatTotal: 100, grand_total: 1100 });

    await ctx.db.update(invoiceManualItems).set({ priceCents: 30_000 }).where(eq(invoiceManualItems.invoiceId, manualId));
    await ctx.db.update(invoiceFees).set({ amountCents: 2000 }).where(eq(invoiceFees.invoiceId, withFees.id));
    expect((await ctx.incorrectPage()).data).toEqual([]);
  });

  it('lists an invoice the engine cannot price with its stored set and the reason', async () => {
    const invoice = await ctx.plainInvoice();
    await ctx.spoil(invoice.id, { ratesDate: '2010-01-01' });
    const [row, ...rest] = (await ctx.incorrectPage()).data;
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      id: invoice.id,
      sets: [{ totalProcessing: 1000, vatTotal: 1750, grand_total: 9489 }, null],
      difference: null,
      problem: 'No rates were in force on 2010-01-01',
    });
    await ctx.spoil(invoice.id, { ratesDate: daysAgo(0) });
  });

  it('reads the invoices created in the range of Nassau days, newest first, whatever the default window', async () => {
    const older = await ctx.plainInvoice();
    const oldest = await ctx.plainInvoice();
    const [olderAt, oldestAt] = [new Date(Date.now() - 40 * 86_400_000), new Date(Date.now() - 41 * 86_400_000)];
    await ctx.spoil(older.id, { createdAt: olderAt, grandTotalCents: 9490 });
    await ctx.spoil(oldest.id, { createdAt: oldestAt, valueCents: 9488, grandTotalCents: 9488 });
    // Their Nassau days: 40 and 41 days back, or one day later in the hour after midnight across a change of daylight saving time.
    const [olderDay, oldestDay] = [businessToday(olderAt), businessToday(oldestAt)];

    expect((await ctx.incorrectPage()).data).toEqual([]);
    const both = await ctx.incorrectPage(`?from=${daysAgo(45)}&to=${daysAgo(35)}`);
    expect(both.data.map((row) => [row.id, row.date, row.difference?.grand_total])).toEqual([
      [older.id, olderDay, -1],
      [oldest.id, oldestDay, 1],
    ]);
    // Both ends are included.
    expect((await ctx.incorrectPage(`?from=${olderDay}&to=${olderDay}`)).data.map((row) => row.id)).toEqual([older.id]);
    // One end alone spans 30 days from it, or up to it.
    expect((await ctx.incorrectPage(`?from=${daysAgo(41)}`)).meta).toMatchObject({ from: daysAgo(41), to: daysAgo(12) });
    expect((await ctx.incorrectPage(`?to=${oldestDay}`)).data.map((row) => row.id)).toEqual([oldest.id]);
    await ctx.spoil(older.id, { createdAt: new Date(), grandTotalCents: 9489 });
    await ctx.spoil(oldest.id, { createdAt: new Date(), valueCents: 9489, grandTotalCents: 9489 });
  });

  it('pages 25 incorrect invoices at a time, and says whether there is a next page', async () => {
    const spoiled: number[] = [];
    for (let i = 0; i < 26; i++) {
      const invoice = await ctx.plainInvoice();
      // One minute apart, 60 days back, the first one newest.
      await ctx.spoil(invoice.id, { createdAt: new Date(Date.now() - 60 * 86_400_000 - i * 60_000), vatTotalCents: 1751 });
      spoiled.push(invoice.id);
    }
    // A correct invoice among them is skipped, not counted.
    const correct = await ctx.plainInvoice();
    await ctx.spoil(correct.id, { createdAt: new Date(Date.now() - 60 * 86_400_000 - 90_000) });

    const range = `from=${daysAgo(61)}&to=${daysAgo(59)}`;
    const first = await ctx.incorrectPage(`?${range}`);
    expect(first.data.map((row) => row.id)).toEqual(spoiled.slice(0, 25));
    expect(first.meta).toMatchObject({ current_page: 1, has_next: true });
    const second = await ctx.incorrectPage(`?${range}&page=2`);
    expect(second.data.map((row) => row.id)).toEqual(spoiled.slice(25));
    expect(second.meta).toMatchObject({ current_page: 2, has_next: false });
    expect((await ctx.incorrectPage(`?${range}&page=3`)).data).toEqual([]);
  });

  it.each([
    ['?from=2026-13-01', 'from', 'From must be a date (YYYY-MM-DD)'],
    ['?to=yesterday', 'to', 'To must be a date (YYYY-MM-DD)'],
    ['?from=2026-03-02&to=2026-03-01', 'to', 'To must not be before From'],
    ['?from=2026-01-01&to=2026-04-03', 'to', 'The range may span at most 92 days'],
    ['?page=0', 'page', 'Page must be at least 1'],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const response = await ctx.incorrect(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
  });

  it('takes a range of exactly 92 days', async () => {
    expect((await ctx.incorrect('?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
  });
});
