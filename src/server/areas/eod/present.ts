import type { EodMeta, EodReport, EodTransaction } from '../../../domain/eod';
import { isAfterCutoff } from '../../../domain/eod';
import { centsToDollars } from '../../../domain/pricing';
import type { DayInvoiceLines, DayPayments, DayTransaction } from './daily-queries';
import type { EodReportRecord } from './queries';

const dollars = centsToDollars;
const nullableDollars = (cents: number | null) => (cents === null ? null : dollars(cents));

export const presentReport = (row: EodReportRecord): EodReport => ({
  id: row.id,
  date: row.reportDate,
  beginning: dollars(row.beginningCents),
  ending: nullableDollars(row.endingCents),
  notes: row.notes,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

export type DayMoney = { payments: DayPayments; lines: DayInvoiceLines; credits: { total: number; processing: number } };

/** Finance spec §2 and §9: from the cut-off the report's own sum (each invoice once); before it, the rows' sum. */
export const processingCents = (reportDate: string, money: DayMoney) =>
  isAfterCutoff(reportDate) ? money.lines.processing : money.payments.processingByRow;

export const presentMeta = (report: EodReportRecord, { payments, lines, credits }: DayMoney, showCash: boolean): EodMeta => {
  const withDocumentation = isAfterCutoff(report.reportDate);
  const cash = (cents: number) => (showCash ? dollars(cents) : null);
  return {
    report_date: report.reportDate,
    harbor_bay_cash: cash(payments.harborBayCash),
    madeira_cash: cash(payments.madeiraCash),
    new_cash_total: cash(payments.cash),
    bank_total: dollars(payments.bank),
    check_total: dollars(payments.check),
    online_total: dollars(payments.online),
    card_total: dollars(payments.card),
    online_card_fees: dollars(lines.onlineFees),
    counter_card_fees: dollars(lines.cardFees),
    credits_total: dollars(credits.total),
    cc_processing: dollars(credits.processing),
    transactions_total: dollars(payments.all),
    total_duty_submitted: dollars(lines.duty),
    total_levy_submitted: dollars(lines.levy),
    additional_total: dollars(lines.overweight),
    additional_vat: dollars(lines.overweightVat),
    hazard_total: dollars(lines.hazard),
    hazard_vat: dollars(lines.hazardVat),
    fragile_total: dollars(lines.fragile),
    fragile_vat: dollars(lines.fragileVat),
    consolidate_total: dollars(lines.consolidation),
    consolidate_vat: dollars(lines.consolidationVat),
    fees_total: dollars(lines.fees),
    fees_vat: dollars(lines.feesVat),
    pickup_total: dollars(lines.pickup),
    pickup_vat: dollars(lines.pickupVat),
    storage_total: dollars(lines.storage),
    storage_vat: dollars(lines.storageVat),
    shippingTotal: dollars(lines.freight),
    freight_tax_total: dollars(lines.freightTax),
    shippingVatTotal: dollars(lines.freightVat),
    vat_no_freight_submitted: dollars(lines.vat - lines.freightVat),
    shoppingFundDiff: null,
    shoppingFundFees: null,
    insurance_total: dollars(lines.insurance),
    processing_total: dollars(processingCents(report.reportDate, { payments, lines, credits })),
    documentation_total: withDocumentation ? dollars(lines.documentation) : null,
    documentation_vat: withDocumentation ? dollars(lines.documentationVat) : null,
    report_notes: report.notes,
  };
};

/** The drawer should hold what it began with and the day's cash at both branches; the difference is what it holds beyond that (negative: short). */
export const eodDifferenceCents = (report: EodReportRecord, payments: DayPayments) =>
  report.endingCents === null ? null : report.endingCents - (report.beginningCents + payments.cash);

export const presentTransaction = (row: DayTransaction): EodTransaction => ({
  id: row.id,
  type: row.type,
  pnp: row.pnp,
  branch: row.branch,
  invoice_id: row.invoiceId,
  invoice_pseudo_id: row.invoicePseudoId,
  client: row.client,
  levy: dollars(row.levyCents),
  duty: dollars(row.dutyCents),
  shipping: dollars(row.shippingCents),
  vat: dollars(row.vatCents),
  processing: dollars(row.processingCents),
  value: dollars(row.amountCents),
  date: row.createdAt.toISOString(),
});
