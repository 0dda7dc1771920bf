import { sessionStore } from '../../../src/app/session/session-store';
import type { AccountType } from '../../../src/domain/constants';
import { zEodDetail, zEodReport, zEodV2Detail, type EodDetail, type EodMeta, type EodReport, type EodTransaction } from '../../../src/domain/eod';

export const signInAs = (account_type: AccountType) =>
  sessionStore.signIn({ token: `${account_type}-token`, user: { id: 7, first_name: 'Pat', last_name: 'Staff', account_type, special: false } });

export const report = (id: number, over: Partial<EodReport> = {}): EodReport =>
  zEodReport.parse({
    id,
    date: '2026-11-20',
    beginning: 250,
    ending: 1830.4,
    notes: 'Till counted twice.',
    created_by: 'Ada Admin',
    created_at: '2026-11-20T22:00:00.000Z',
    ...over,
  });

/** Reports a page of 20 at a time, as the server pages them. */
export const reportsPage = (rows: EodReport[], page = 1) => ({
  data: rows.slice((page - 1) * 20, page * 20),
  meta: { current_page: page, last_page: Math.max(1, Math.ceil(rows.length / 20)), total: rows.length },
});

/** A day's totals, every figure different, so a test can tell which one a label shows. */
export const meta = (over: Partial<EodMeta> = {}): EodMeta => ({
  report_date: '2026-11-20',
  harbor_bay_cash: 1200.25,
  madeira_cash: 410.15,
  new_cash_total: 1610.4,
  bank_total: 300,
  check_total: 125.5,
  online_total: 520.8,
  card_total: 206,
  online_card_fees: 20.03,
  counter_card_fees: 6,
  credits_total: 312,
  cc_processing: 12,
  transactions_total: 2762.7,
  total_duty_submitted: 640.1,
  total_levy_submitted: 44.2,
  additional_total: 31,
  additional_vat: 3.1,
  hazard_total: 25,
  hazard_vat: 2.5,
  fragile_total: 10,
  fragile_vat: 1,
  consolidate_total: 20,
  consolidate_vat: 2,
  fees_total: 15,
  fees_vat: 1.5,
  pickup_total: 36,
  pickup_vat: 3.6,
  storage_total: 9,
  storage_vat: 0.9,
  shippingTotal: 812.4,
  freight_tax_total: 60.2,
  shippingVatTotal: 87.26,
  vat_no_freight_submitted: 142.33,
  shoppingFundDiff: null,
  shoppingFundFees: null,
  insurance_total: 18.75,
  processing_total: 55,
  documentation_total: 35,
  documentation_vat: 3.5,
  report_notes: 'Till counted twice.',
  ...over,
});

export const transaction = (id: number, over: Partial<EodTransaction> = {}): EodTransaction => ({
  id,
  type: 'cash',
  pnp: null,
  branch: 'Harbor Bay',
  invoice_id: 31,
  invoice_pseudo_id: '26-000031',
  client: 'Andre Rolle',
  levy: 1.45,
  duty: 36.25,
  shipping: 21,
  vat: 7.77,
  processing: 10.1,
  value: 1234.56,
  date: '2026-11-20T15:30:00.000Z',
  ...over,
});

export const fullDetail = (over: { report?: EodReport; meta?: Partial<EodMeta>; vat_total?: number; eod_difference?: number | null; data?: EodTransaction[] } = {}): EodDetail =>
  zEodDetail.parse({
    report: over.report ?? report(5),
    meta: { ...meta(over.meta), vat_total: over.vat_total ?? 247.69, eod_difference: over.eod_difference === undefined ? -30 : over.eod_difference },
    data: over.data ?? [transaction(901), transaction(902, { type: 'card', pnp: 'PNP-4242', branch: null, invoice_id: 32, invoice_pseudo_id: '26-000032', client: 'Dana Bethel', value: 206 })],
  });

export const v2Detail = (over: Partial<EodMeta> = {}) => zEodV2Detail.parse({ report: report(5), meta: meta(over) });
