import { z } from 'zod';
import { zPage, zTimestamp } from './common';
import type { AccountType } from './constants';
import { blankAsMissing, dateField, optionalText, zPositiveId } from './fields';
import { dollarsField } from './pricing/input-fields';
import { documentationFeeSince } from './pricing/default-rates';

/**
 * End of day (finance spec §2, §3, §5, §9). An EOD report is the balances counted for one
 * business day in Nassau; its detail adds up that day's payments, the invoices they paid and the
 * CC payments made. 'eod' reports are read by the full and the v2 views, 'acc' reports by the
 * accounts office's own view.
 */
export const eodKinds = ['eod', 'acc'] as const;
export type EodKind = (typeof eodKinds)[number];

/** Which detail: the full one (admin, with transactions), v2 (no transactions, VAT total or difference), the accounts office's. */
export const eodViews = ['full', 'v2', 'acc'] as const;
export type EodView = (typeof eodViews)[number];
export const kindOfView = (view: EodView): EodKind => (view === 'acc' ? 'acc' : 'eod');

export const eodReportsPageSize = 20;

/**
 * Who sees the cash in the drawer (each branch's cash, the cash total and the difference they
 * make): the admins, whose full view alone shows cash (finance spec §2), and the accounts office,
 * which reads the EOD reports with them (§1). For worker-v2 and basic users the server leaves them out.
 */
export const cashReaders = ['admin', 'accounts'] as const satisfies readonly AccountType[];
export const mayReadCash = (type: AccountType) => (cashReaders as readonly AccountType[]).includes(type);

/**
 * Finance spec §9: report dates from the cut-off on show the documentation fee and take the
 * processing total from the report's own sum; earlier ones add up the transactions' rows. The same
 * day the documentation fee began (docs/decisions.md, End of day).
 */
export const reportCutoffDate = documentationFeeSince;
export const isAfterCutoff = (reportDate: string) => reportDate >= reportCutoffDate;

export const eodMessages = {
  beginningRequired: 'Beginning Balance is required',
  dateRequired: 'Date is required',
  dateInFuture: 'The report date cannot be after today.',
  dateTaken: (date: string) => `There is already a report for ${date}.`,
  reportRequired: 'Report is required',
} as const;

/** POST /reports and /reports/acc take `{ data }`, as the spec's call shows. */
export const zEodReportBody = z.object({
  data: z.object({
    beginning: dollarsField('Beginning Balance'),
    ending: blankAsMissing(dollarsField('Ending Balance').optional()),
    date: dateField(eodMessages.dateRequired),
    notes: blankAsMissing(optionalText(2_000).optional()),
  }),
});
export type EodReportBody = z.infer<typeof zEodReportBody>;

export const zEodReport = z.object({
  id: z.number().int(),
  date: z.iso.date(),
  beginning: z.number(),
  ending: z.number().nullable(),
  notes: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: zTimestamp,
});
export type EodReport = z.infer<typeof zEodReport>;

export const zEodReportsQuery = z.object({ page: zPage });
export const zEodReportsPage = z.object({
  data: z.array(zEodReport),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), total: z.number().int() }),
});
export type EodReportsPage = z.infer<typeof zEodReportsPage>;

export const zDailyQuery = z.object({ reportId: zPositiveId(eodMessages.reportRequired) });

const dollars = z.number();

/**
 * The detail's totals, in dollars (§3 "EOD detail meta", named as there, plus the splits the
 * screens show). Payments are the day's transactions by type; the invoice lines are those of the
 * invoices paid by them, each invoice once; CC payments are those recorded that day.
 */
export const zEodMeta = z.object({
  report_date: z.iso.date(),
  /** Cash taken at each branch, and both together; null for those who may not read cash (mayReadCash). */
  harbor_bay_cash: dollars.nullable(),
  madeira_cash: dollars.nullable(),
  new_cash_total: dollars.nullable(),
  bank_total: dollars,
  check_total: dollars,
  online_total: dollars,
  /** Card payments taken at the counter. */
  card_total: dollars,
  /** The 4% convenience fee of the invoices paid online (part of online_total). */
  online_card_fees: dollars,
  /** The 3% card fee of the invoices paid by card at the counter (part of card_total). */
  counter_card_fees: dollars,
  /** CC payments recorded that day: what the customers owe for them, and the processing fees within it. */
  credits_total: dollars,
  cc_processing: dollars,
  /** Every payment of the day, all types. */
  transactions_total: dollars,
  total_duty_submitted: dollars,
  total_levy_submitted: dollars,
  additional_total: dollars,
  additional_vat: dollars,
  hazard_total: dollars,
  hazard_vat: dollars,
  fragile_total: dollars,
  fragile_vat: dollars,
  consolidate_total: dollars,
  consolidate_vat: dollars,
  /** Named ("managed") fees that special users add to invoices. */
  fees_total: dollars,
  fees_vat: dollars,
  pickup_total: dollars,
  pickup_vat: dollars,
  storage_total: dollars,
  storage_vat: dollars,
  /** Freight without VAT, the freight tax of air lanes, and the VAT on freight. */
  shippingTotal: dollars,
  freight_tax_total: dollars,
  shippingVatTotal: dollars,
  vat_no_freight_submitted: dollars,
  /** Shopping funds: this product takes no shopping-fund deposits, so these are always null and hidden. */
  shoppingFundDiff: dollars.nullable(),
  shoppingFundFees: dollars.nullable(),
  insurance_total: dollars,
  processing_total: dollars,
  /** Only for report dates from the cut-off on; null before. */
  documentation_total: dollars.nullable(),
  documentation_vat: dollars.nullable(),
  report_notes: z.string().nullable(),
});
export type EodMeta = z.infer<typeof zEodMeta>;

/** The full and accounts views add these; v2 leaves them out (finance spec §2 EOD v2). */
export const zEodReconciliation = z.object({
  vat_total: dollars,
  /** ending − (beginning + the day's cash at both branches); null until an ending balance is counted, and for those who may not read cash. */
  eod_difference: dollars.nullable(),
});

export const zEodTransaction = z.object({
  id: z.number().int(),
  type: z.string(),
  pnp: z.string().nullable(),
  branch: z.string().nullable(),
  invoice_id: z.number().int(),
  invoice_pseudo_id: z.string(),
  client: z.string(),
  levy: dollars,
  duty: dollars,
  shipping: dollars,
  vat: dollars,
  processing: dollars,
  value: dollars,
  date: zTimestamp,
});
export type EodTransaction = z.infer<typeof zEodTransaction>;

export const zEodDetail = z.object({
  report: zEodReport,
  meta: zEodMeta.extend(zEodReconciliation.shape),
  data: z.array(zEodTransaction),
});
export type EodDetail = z.infer<typeof zEodDetail>;

export const zEodV2Detail = z.object({ report: zEodReport, meta: zEodMeta });
export type EodV2Detail = z.infer<typeof zEodV2Detail>;
