import type { EodMeta } from '../../../../domain/eod';
import { formatMoney } from '../../../components/display-format';
import type { Figure } from '../../../components/figure-table';
import { endingText } from '../eod-format';
import type { EodDetailView } from './use-eod-detail';

export type FigureGroup = { title: string; figures: readonly Figure[] };
/** A fee with the VAT charged on it. */
export type FeeLine = readonly [label: string, amount: string, vat: string];

const money = (label: string, dollars: number): Figure => [label, formatMoney(dollars)];
/** A figure the report may not have (cash for those who may not read it, shopping funds, the documentation fee before the cut-off): left out, not shown as $0.00. */
const present = (label: string, dollars: number | null): Figure[] => (dollars === null ? [] : [money(label, dollars)]);

/**
 * Cash in the drawer (the branches' cash, the cash total and the difference they make) comes only
 * to admins and the accounts office (mayReadCash); for everyone else the server leaves it out.
 */
const summary = ({ report, reconciliation, meta }: EodDetailView): FigureGroup => ({
  title: 'Summary',
  figures: [
    money('Beginning balance', report.beginning),
    ['Ending balance', endingText(report.ending)],
    ...(reconciliation && meta.new_cash_total !== null ? [['EOD difference', reconciliation.eod_difference === null ? 'Needs an ending balance' : formatMoney(reconciliation.eod_difference)] as const] : []),
    ...(reconciliation ? [money('Total VAT', reconciliation.vat_total)] : []),
  ],
});

const payments = (meta: EodMeta): FigureGroup => ({
  title: 'Payments',
  figures: [
    ...present('Harbor Bay cash', meta.harbor_bay_cash),
    ...present('Madeira cash', meta.madeira_cash),
    ...present('Cash total', meta.new_cash_total),
    money('Bank', meta.bank_total),
    money('Check', meta.check_total),
    money('Online', meta.online_total),
    money('Online card fees', meta.online_card_fees),
    money('Counter card', meta.card_total),
    money('Counter card fees', meta.counter_card_fees),
    money('CC payments', meta.credits_total),
    money('CC processing', meta.cc_processing),
    money('All payments', meta.transactions_total),
  ],
});

const customs = (meta: EodMeta): FigureGroup => ({
  title: 'Customs',
  figures: [money('Duty', meta.total_duty_submitted), money('Levy', meta.total_levy_submitted), money('VAT without freight', meta.vat_no_freight_submitted)],
});

const freight = (meta: EodMeta): FigureGroup => ({
  title: 'Freight',
  figures: [money('Freight without VAT', meta.shippingTotal), money('Freight tax', meta.freight_tax_total), money('Freight VAT', meta.shippingVatTotal)],
});

const other = (meta: EodMeta): FigureGroup => ({
  title: 'Other',
  figures: [
    money('Insurance', meta.insurance_total),
    money('Processing', meta.processing_total),
    ...present('Documentation fee', meta.documentation_total),
    ...present('Documentation fee VAT', meta.documentation_vat),
    ...present('Shopping funds', meta.shoppingFundDiff),
    ...present('Shopping fund fees', meta.shoppingFundFees),
  ],
});

/** The detail's labelled groups of totals (finance spec §2, Full EOD detail), in the order the office reads them. */
export const eodFigureGroups = (detail: EodDetailView) => ({
  before: [summary(detail), payments(detail.meta), customs(detail.meta)],
  after: [freight(detail.meta), other(detail.meta)],
});

const fee = (label: string, amount: number, vat: number): FeeLine => [label, formatMoney(amount), formatMoney(vat)];

/** The fees of the invoices paid that day, each with its own VAT (invoices price each fee's VAT apart). */
export const feeLines = (meta: EodMeta): FeeLine[] => [
  fee('Additional weight', meta.additional_total, meta.additional_vat),
  fee('Hazard', meta.hazard_total, meta.hazard_vat),
  fee('Fragile', meta.fragile_total, meta.fragile_vat),
  fee('Consolidation', meta.consolidate_total, meta.consolidate_vat),
  fee('Managed fees', meta.fees_total, meta.fees_vat),
  fee('US pickup', meta.pickup_total, meta.pickup_vat),
  fee('Storage', meta.storage_total, meta.storage_vat),
];
