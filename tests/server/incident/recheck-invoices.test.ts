import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../helpers/server/factories';
import { createIncidentContext, type IncidentContext } from './incident-context';

// The worked air invoice is stored as processing 1000, VAT 1750 and value 9489 cents (invoice-totals.test.ts).

let ctx: IncidentContext;
beforeAll(async () => {
  ctx = await createIncidentContext();
});
afterAll(async () => ctx.app.close());

describe('GET /api/invoices/upload', () => {
  it('re-checks the named invoices in the order named, and lists the ids of no invoice apart', async () => {
    const correct = await ctx.plainInvoice();
    const altered = await ctx.plainInvoice();
    await ctx.spoil(altered.id, { vatTotalCents: ctx.plus('vatTotalCents', 150) });

    const result = await ctx.rechecked(`${altered.id},999999,${correct.id},${altered.id}`);
    expect(result.not_found).toEqual([999_999]);
    expect(result.results.map((row) => [row.id, row.match])).toEqual([
      [altered.id, false],
      [correct.id, true],
    ]);
    const [wrong, right] = result.results;
    expect(wrong).toMatchObject({
      pseudo_id: altered.pseudo_id,
      sets: [
        { totalProcessing: 1000, vatTotal: 1900, grand_total: 9489 },
        { totalProcessing: 1000, vatTotal: 1750, grand_total: 9489 },
      ],
      difference: { totalProcessing: 0, vatTotal: -150, grand_total: 0 },
      problem: null,
    });
    expect(right!.sets).toEqual([
      { totalProcessing: 1000, vatTotal: 1750, grand_total: 9489 },
      { totalProcessing: 1000, vatTotal: 1750, grand_total: 9489 },
    ]);
    expect(right!.difference).toEqual({ totalProcessing: 0, vatTotal: 0, grand_total: 0 });
  });

  it('answers every id missing without failing the call', async () => {
    expect(await ctx.rechecked('999998,999999')).toEqual({ results: [], not_found: [999_998, 999_999] });
  });

  it('re-checks 50 ids, and a paid invoice with its card fee', async () => {
    const { invoice } = await ctx.approvedInvoice('card');
    expect((await ctx.pay(invoice.id, 'card')).statusCode).toBe(200);
    const missing = Array.from({ length: 49 }, (_, i) => 900_000 + i);
    const result = await ctx.rechecked([invoice.id, ...missing].join(','));
    expect(result.not_found).toEqual(missing);
    // $94.89 + 3% card fee $2.85 (2.8467, rounded once).
    expect(result.results).toMatchObject([{ id: invoice.id, status: 'paid', match: true, sets: [{ grand_total: 9774 }, { grand_total: 9774 }] }]);
  });

  it.each([
    ['', 'Enter at least one invoice id'],
    [' , ', 'Invoice ids are whole numbers from 1, separated by commas'],
    // Ids and commas only, as the app sends them: a space is not read as part of a list.
    [' 16', 'Invoice ids are whole numbers from 1, separated by commas'],
    ['16, 17', 'Invoice ids are whole numbers from 1, separated by commas'],
    ['12,abc', 'Invoice ids are whole numbers from 1, separated by commas'],
    ['0', 'Invoice ids are whole numbers from 1, separated by commas'],
    ['-4', 'Invoice ids are whole numbers from 1, separated by commas'],
    ['1.5', 'Invoice ids are whole numbers from 1, separated by commas'],
    ['2147483648', 'Invoice ids are whole numbers from 1, separated by commas'],
    [Array.from({ length: 51 }, (_, i) => i + 1).join(','), 'At most 50 invoices at a time'],
  ])('refuses ids=%j with 400 on ids', async (ids, message) => {
    const response = await ctx.recheck(ids);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { ids: message } } });
  });

  it('refuses a call without ids with 400 on ids', async () => {
    const response = await ctx.send('GET', '/api/invoices/upload', ctx.specialAdmin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { ids: 'Enter at least one invoice id' } } });
  });
});

describe('who may read the Incident Report', () => {
  const paths = ['/api/invoices/incorrect', '/api/invoices/upload?ids=1'];

  it('lets a special admin and a special worker in', async () => {
    const specialWorker = await signedIn(ctx.app, { type: 'worker', special: true });
    for (const path of paths) {
      expect((await ctx.send('GET', path, ctx.specialAdmin.headers)).statusCode).toBe(200);
      expect((await ctx.send('GET', path, specialWorker.headers)).statusCode).toBe(200);
    }
  });

  it.each(['admin', 'worker', 'worker-v2', 'accounts', 'basic', 'personal', 'business'] as const)('refuses a plain %s with 403', async (type) => {
    const caller = await signedIn(ctx.app, { type });
    for (const path of paths) {
      const response = await ctx.send('GET', path, caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses a special customer with 403 and asks an anonymous caller to sign in', async () => {
    const customer = await signedIn(ctx.app, { type: 'personal', special: true });
    for (const path of paths) {
      expect((await ctx.send('GET', path, customer.headers)).statusCode).toBe(403);
      expect((await ctx.send('GET', path, {})).statusCode).toBe(401);
    }
  });
});
