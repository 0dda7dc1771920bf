import { beforeAll, describe, expect, it } from 'vitest';
import { zEodDetail, zEodV2Detail } from '../../../src/domain/eod';
import { idempotencyKey, signedIn } from '../../helpers/server/factories';
import { useCheckoutApp } from '../checkout/checkout-fixtures';
import { buildDayOfMoney } from './eod-context';

const ctx = useCheckoutApp();
let day: Awaited<ReturnType<typeof buildDayOfMoney>>;

beforeAll(async () => {
  day = await buildDayOfMoney(ctx);
});

const createReport = async (date: string, data: Record<string, unknown> = {}, path = '/api/reports') => {
  const response = await ctx.app.inject({ method: 'POST', url: path, headers: { ...ctx.admin.headers, 'idempotency-key': idempotencyKey() }, payload: { data: { beginning: 200, date, ...data } } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
};
const read = (url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.admin.headers });
const fullDetail = async (id: number) => zEodDetail.parse((await read(`/api/transactions/daily?reportId=${id}`)).json());

/** What every view shows for the day built by buildDayOfMoney, worked out by hand from its comment. */
const dayTotals = {
  madeira_cash: 105.5,
  harbor_bay_cash: 53.9,
  new_cash_total: 159.4, // 105.50 + 53.90
  check_total: 51.5,
  bank_total: 178.1,
  online_total: 57.2, // 55.00 + the 4% fee 2.20
  card_total: 107.64, // 104.50 + 3% 3.135 → 3.14
  online_card_fees: 2.2,
  counter_card_fees: 3.14,
  credits_total: 127.15,
  cc_processing: 3.7,
  transactions_total: 553.84, // 159.40 + 51.50 + 178.10 + 57.20 + 107.64
  total_duty_submitted: 60, // 20 + 40
  total_levy_submitted: 5,
  additional_total: 15,
  additional_vat: 1.5,
  hazard_total: 25,
  hazard_vat: 2.5,
  fragile_total: 10,
  fragile_vat: 1,
  consolidate_total: 10,
  consolidate_vat: 1,
  fees_total: 20,
  fees_vat: 2,
  pickup_total: 36,
  pickup_vat: 3.6,
  storage_total: 3,
  storage_vat: 0.3,
  shippingTotal: 219, // 30 + 24 + 20 + 50 + 15 + 80
  freight_tax_total: 2,
  shippingVatTotal: 21.9, // 3.00 + 2.40 + 2.00 + 5.00 + 1.50 + 8.00
  vat_no_freight_submitted: 28.6, // 50.50 − 21.90
  shoppingFundDiff: null,
  shoppingFundFees: null,
  insurance_total: 1,
  processing_total: 62, // 10 + 10 + 10 + 12 + 10 + 10
};

describe('GET /api/transactions/daily', () => {
  it('adds up a day after the cut-off to the cent: payments by type and branch, invoice lines, CC payments, the difference', async () => {
    await day.moveTo('2025-06-10 12:00');
    const id = await createReport('2025-06-10', { ending: 370, notes: 'Counted by Eve' });
    const detail = await fullDetail(id);

    expect(detail.meta).toEqual({
      ...dayTotals,
      report_date: '2025-06-10',
      documentation_total: 30, // 6 × 5.00
      documentation_vat: 3, // 6 × 0.50
      vat_total: 50.5, // 9.50 + 4.90 + 4.50 + 17.10 + 5.00 + 9.50
      eod_difference: 10.6, // 370 − (200 + 159.40)
      report_notes: 'Counted by Eve',
    });
    expect(detail.report).toMatchObject({ id, date: '2025-06-10', beginning: 200, ending: 370, notes: 'Counted by Eve' });

    // The transactions table: one row per payment, in the order taken, with its invoice's lines.
    expect(detail.data).toHaveLength(6);
    const byInvoice = new Map(detail.data.map((row) => [row.invoice_id, row]));
    expect(byInvoice.get(day.ids.cashMadeira)).toMatchObject({ type: 'cash', branch: 'Madeira', pnp: null, levy: 5, duty: 20, shipping: 30, vat: 9.5, processing: 10, value: 105.5, client: 'Eve Day' });
    expect(byInvoice.get(day.ids.check)).toMatchObject({ type: 'check', branch: 'Harbor Bay', value: 51.5 });
    expect(byInvoice.get(day.ids.online)).toMatchObject({ type: 'online', branch: null, pnp: expect.stringMatching(/^sbx_/), value: 57.2 });
    expect(byInvoice.get(day.ids.card)).toMatchObject({ type: 'card', value: 107.64 });
  });

  it('counts a payment at 23:30 Nassau time in that Nassau day, not the next one UTC has reached', async () => {
    await day.moveTo('2025-06-11 12:00');
    // 23:30 in Nassau on 14 March 2026 (EDT, UTC−4) is 03:30 UTC on the 15th.
    await day.moveTo('2026-03-14 23:30', [day.ids.cashHarborBay]);
    const late = await fullDetail(await createReport('2026-03-14'));
    const next = await fullDetail(await createReport('2026-03-15'));
    expect(late.meta).toMatchObject({ harbor_bay_cash: 53.9, madeira_cash: 0, transactions_total: 53.9, eod_difference: null });
    expect(late.data.map((row) => row.invoice_id)).toEqual([day.ids.cashHarborBay]);
    expect(next.meta).toMatchObject({ harbor_bay_cash: 0, transactions_total: 0, processing_total: 0 });
    expect(next.data).toEqual([]);
  });

  it('leaves the documentation fee out before the cut-off and takes processing from the rows, and shows it from 2018-05-10', async () => {
    await day.moveTo('2018-05-09 10:00');
    const before = await fullDetail(await createReport('2018-05-09', { ending: 359.4 }));
    expect(before.meta).toEqual({
      ...dayTotals,
      report_date: '2018-05-09',
      documentation_total: null,
      documentation_vat: null,
      vat_total: 50.5,
      eod_difference: 0, // 359.40 − (200 + 159.40)
      report_notes: null,
    });

    await day.moveTo('2018-05-10 10:00');
    const from = await fullDetail(await createReport('2018-05-10'));
    expect(from.meta).toMatchObject({ documentation_total: 30, documentation_vat: 3, processing_total: 62 });
  });

  it('gives v2 the same totals without the transactions, the VAT total and the difference', async () => {
    await day.moveTo('2025-06-12 09:15');
    const id = await createReport('2025-06-12', { ending: 400 });
    const response = await read(`/api/transactions/daily/v2?reportId=${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['meta', 'report']);
    expect(body.meta).not.toHaveProperty('vat_total');
    expect(body.meta).not.toHaveProperty('eod_difference');
    expect(zEodV2Detail.parse(body).meta).toEqual({ ...dayTotals, report_date: '2025-06-12', documentation_total: 30, documentation_vat: 3, report_notes: null });
  });

  it("reads an accounts report's day through /daily/acc, and each view only its own kind of report", async () => {
    await day.moveTo('2025-06-13 16:45');
    const accId = await createReport('2025-06-13', { ending: 359.4 }, '/api/reports/acc');
    const acc = zEodDetail.parse((await read(`/api/transactions/daily/acc?reportId=${accId}`)).json());
    expect(acc.meta).toMatchObject({ madeira_cash: 105.5, harbor_bay_cash: 53.9, vat_total: 50.5, eod_difference: 0 });
    expect(acc.data).toHaveLength(6);
    expect((await read(`/api/transactions/daily?reportId=${accId}`)).statusCode).toBe(404);
    const eodId = await createReport('2025-06-13');
    expect((await read(`/api/transactions/daily/acc?reportId=${eodId}`)).statusCode).toBe(404);
  });

  it('writes the transactions table as CSV with Nassau times', async () => {
    await day.moveTo('2025-06-14 23:30');
    const id = await createReport('2025-06-14');
    const response = await read(`/api/transactions/daily.csv?reportId=${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Transaction,Type,PnP,Branch,Invoice,Client,Levy,Duty,Shipping,VAT,Processing,Value,Date (Nassau)');
    expect(lines).toHaveLength(7);
    const madeira = lines.find((line) => line.includes(',Madeira,'))!;
    expect(madeira).toMatch(/^\d+,cash,,Madeira,\d{2}-\d{6},Eve Day,5\.00,20\.00,30\.00,9\.50,10\.00,105\.50,2025-06-14 23:30$/);
  });

  it('gives the cash and the difference to admins and the accounts office only, leaving them out for worker-v2 and basic users', async () => {
    await day.moveTo('2025-06-15 11:00');
    const eodId = await createReport('2025-06-15', { ending: 400 });
    const accId = await createReport('2025-06-15', { ending: 400 }, '/api/reports/acc');
    const cashOf = async (type: 'accounts' | 'basic' | 'worker-v2', url: string) => {
      const { headers } = await signedIn(ctx.app, { type });
      const { meta } = (await ctx.app.inject({ method: 'GET', url, headers })).json();
      return [meta.madeira_cash, meta.harbor_bay_cash, meta.new_cash_total, meta.eod_difference, meta.bank_total];
    };
    // 400 − (200 + 159.40) = 40.60 for those who may read cash.
    expect(await cashOf('accounts', `/api/transactions/daily/acc?reportId=${accId}`)).toEqual([105.5, 53.9, 159.4, 40.6, 178.1]);
    expect(await cashOf('basic', `/api/transactions/daily/acc?reportId=${accId}`)).toEqual([null, null, null, null, 178.1]);
    expect((await cashOf('worker-v2', `/api/transactions/daily/v2?reportId=${eodId}`)).slice(0, 3)).toEqual([null, null, null]);
  });
});
