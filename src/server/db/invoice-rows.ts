import { pgIntegerMax } from '../../domain/fields';
import type { InvoiceCharges, InvoicePackageLines, InvoiceTotals } from '../../domain/pricing';
import type { invoicePackages, invoices } from './schema';

type NewInvoice = typeof invoices.$inferInsert;
type InvoiceRecord = typeof invoices.$inferSelect;
type NewInvoicePackage = typeof invoicePackages.$inferInsert;

/*
 * The columns an invoice and its packages are written with, from the engine's lines. Beside the
 * schema rather than in the invoices area, because the demo seed writes priced invoices in bulk
 * with exactly these, and the seed stays below the areas.
 */

/**
 * The invoice's columns from the engine's lines, each line in its own cents column. Until the
 * invoice is paid its grand total is its value; paying adds the payment's fees (recordPayment).
 */
export const chargeColumns = (lines: InvoiceCharges & InvoiceTotals) =>
  ({
    shippingSubtotalCents: lines.shipping_subtotal,
    consolidationFeeCents: lines.consolidation_fee,
    overweightFeeCents: lines.overweight_fee,
    hazardFeeCents: lines.hazard_fee,
    fragileFeeCents: lines.fragile_fee,
    usPickupFeeCents: lines.us_pickup_fee,
    storageFeesCents: lines.storage_fees,
    documentationFeeCents: lines.documentation_fee,
    insuranceCents: lines.insurance,
    dutyTotalCents: lines.duty_total,
    levyTotalCents: lines.levy_total,
    processingFeeCents: lines.processing_fee,
    feesTotalCents: lines.fees_total,
    freightTaxCents: lines.freight_tax,
    freightVatCents: lines.vat.freight,
    customsVatCents: lines.vat.customs,
    consolidationVatCents: lines.vat.consolidation,
    overweightVatCents: lines.vat.overweight,
    hazardVatCents: lines.vat.hazard,
    fragileVatCents: lines.vat.fragile,
    pickupVatCents: lines.vat.pickup,
    storageVatCents: lines.vat.storage,
    documentationVatCents: lines.vat.documentation,
    feesVatCents: lines.vat.fees,
    vatTotalCents: lines.vat_total,
    regTotalCents: lines.reg_total,
    reimbursementTotalCents: lines.reimbursement_total,
    valueCents: lines.value,
    grandTotalCents: lines.value,
  }) satisfies Partial<NewInvoice>;

/** The engine's lines of a stored invoice, as they were priced: what a change of fees reprices from. */
export const chargesOfRecord = (row: InvoiceRecord): InvoiceCharges => ({
  shipping_subtotal: row.shippingSubtotalCents,
  consolidation_fee: row.consolidationFeeCents,
  overweight_fee: row.overweightFeeCents,
  hazard_fee: row.hazardFeeCents,
  fragile_fee: row.fragileFeeCents,
  us_pickup_fee: row.usPickupFeeCents,
  storage_fees: row.storageFeesCents,
  documentation_fee: row.documentationFeeCents,
  insurance: row.insuranceCents,
  duty_total: row.dutyTotalCents,
  levy_total: row.levyTotalCents,
  processing_fee: row.processingFeeCents,
  fees_total: row.feesTotalCents,
  freight_tax: row.freightTaxCents,
  vat: {
    freight: row.freightVatCents,
    customs: row.customsVatCents,
    consolidation: row.consolidationVatCents,
    overweight: row.overweightVatCents,
    hazard: row.hazardVatCents,
    fragile: row.fragileVatCents,
    pickup: row.pickupVatCents,
    storage: row.storageVatCents,
    documentation: row.documentationVatCents,
    fees: row.feesVatCents,
  },
});

export const packageColumns = (pkg: InvoicePackageLines, storageDays: number): Omit<NewInvoicePackage, 'invoiceId'> => ({
  packageId: pkg.id,
  actualLb: pkg.actual_lb,
  dimensionalLb: pkg.dimensional_lb,
  chargedWeight: pkg.charged_weight,
  shippingRateCents: pkg.shipping_rate,
  shippingTotalCents: pkg.shipping_total,
  valueCents: pkg.value,
  dutyCents: pkg.duty,
  levyCents: pkg.levy,
  overweightCents: pkg.overweight,
  hazardCents: pkg.hazard,
  fragileCents: pkg.fragile,
  storageDays,
  storageCents: pkg.storage,
});

/**
 * Whether every amount fits its integer column. The form's bounds keep each price and quantity
 * storable, but not their products: a $10,000,000 item bought 100,000 times is refused, not a 500.
 */
export const fitsColumns = (rows: readonly Record<string, unknown>[]) =>
  rows.every((row) => Object.values(row).every((value) => typeof value !== 'number' || value <= pgIntegerMax));
