import { methodPricing, type ShippingMethod } from '../shipping-methods';
import { customsLine, processingFee, type CustomsItem } from './customs';
import { freightCharge } from './freight';
import { freightTax } from './fees';
import { insurance } from './insurance';
import { applyRate, sumCents, type Cents } from './money';
import type { RateBook } from './rate-book';
import { customsVatBase, vat } from './vat';
import { billableWeight, type PackageMeasure } from './weight';

export type InvoiceItemInput = CustomsItem & { hazard: boolean; fragile: boolean };
/** A package as the order form records it: pounds and centimetres. storage_days: whole days it has waited at a pickup counter. */
export type InvoicePackageInput = { id: number; measure: PackageMeasure; storage_days: number; items: readonly InvoiceItemInput[] };
export type NamedFee = { name: string; amount: Cents };
export type InvoiceInput = { method: ShippingMethod; us_pickup: boolean; packages: readonly InvoicePackageInput[]; fees: readonly NamedFee[] };

/** One package's part of an invoice: what the shipment report and the invoice's package table read. */
export type InvoicePackageLines = {
  id: number;
  actual_lb: number;
  dimensional_lb: number;
  charged_weight: number;
  /** Cents per billable pound. */
  shipping_rate: Cents;
  shipping_total: Cents;
  value: Cents;
  duty: Cents;
  levy: Cents;
  overweight: Cents;
  hazard: Cents;
  fragile: Cents;
  storage: Cents;
};

/** The VAT of each taxable line, each rounded once on its own base, so end of day can report every one. */
export type InvoiceVat = {
  freight: Cents;
  customs: Cents;
  consolidation: Cents;
  overweight: Cents;
  hazard: Cents;
  fragile: Cents;
  pickup: Cents;
  storage: Cents;
  documentation: Cents;
  fees: Cents;
};

/** The lines an invoice's totals are summed from: each charge and each VAT, as priced. */
export type InvoiceCharges = {
  shipping_subtotal: Cents;
  consolidation_fee: Cents;
  overweight_fee: Cents;
  hazard_fee: Cents;
  fragile_fee: Cents;
  us_pickup_fee: Cents;
  storage_fees: Cents;
  documentation_fee: Cents;
  insurance: Cents;
  duty_total: Cents;
  levy_total: Cents;
  processing_fee: Cents;
  fees_total: Cents;
  /** The freight tax on air freight (10% by default); nothing on the boat lanes. */
  freight_tax: Cents;
  vat: InvoiceVat;
};

export type InvoiceTotals = {
  vat_total: Cents;
  /** What the forwarder pays Customs on the customer's behalf: duty, levy, processing and their VAT. */
  reimbursement_vat: Cents;
  reimbursement_total: Cents;
  /** The forwarder's own charges and their VAT. */
  reg_vat: Cents;
  reg_total: Cents;
  /** What the invoice asks before any payment fee: reg_total + reimbursement_total. */
  value: Cents;
};

export type InvoiceLines = InvoiceCharges & InvoiceTotals & { packages: InvoicePackageLines[] };

const packageLines = (pkg: InvoicePackageInput, method: ShippingMethod, book: RateBook) => {
  const rate = book.freight[methodPricing[method].rate];
  const weight = billableWeight(pkg.measure, book.dim_divisor, 'cm');
  const customs = pkg.items.map(customsLine);
  const lines: InvoicePackageLines = {
    id: pkg.id,
    actual_lb: weight.actual_lb,
    dimensional_lb: weight.dimensional_lb,
    charged_weight: weight.billable_lb,
    shipping_rate: rate.per_lb,
    shipping_total: freightCharge(rate, weight.billable_lb),
    value: sumCents(customs.map((line) => line.value)),
    duty: sumCents(customs.map((line) => line.duty)),
    levy: sumCents(customs.map((line) => line.levy)),
    overweight: Math.max(0, weight.billable_lb - book.overweight.threshold_lb) * book.overweight.per_lb,
    hazard: pkg.items.some((item) => item.hazard) ? book.hazard_fee : 0,
    fragile: pkg.items.some((item) => item.fragile) ? book.fragile_fee : 0,
    storage: Math.max(0, pkg.storage_days - book.storage.free_days) * book.storage.per_day,
  };
  return { lines, customs };
};

const total = (packages: readonly InvoicePackageLines[], line: keyof Omit<InvoicePackageLines, 'id'>) => sumCents(packages.map((pkg) => pkg[line]));

/**
 * Prices an order's invoice with the rates of one date (docs/decisions.md, Invoices). Freight is
 * charged per package with its own minimum; the consolidations add the consolidation fee once.
 * Every fee is one line, and every VAT is one line on its own base, each rounded half-up once.
 */
export const priceInvoice = (input: InvoiceInput, book: RateBook): InvoiceLines => {
  if (input.packages.length === 0) throw new RangeError('An invoice prices at least one package');
  const priced = input.packages.map((pkg) => packageLines(pkg, input.method, book));
  const packages = priced.map((pkg) => pkg.lines);
  const customs = priced.flatMap((pkg) => pkg.customs);

  const declared = total(packages, 'value');
  const shipping_subtotal = total(packages, 'shipping_total');
  const lines = {
    shipping_subtotal,
    consolidation_fee: methodPricing[input.method].consolidation_fee ? book.consolidation_fee : 0,
    overweight_fee: total(packages, 'overweight'),
    hazard_fee: total(packages, 'hazard'),
    fragile_fee: total(packages, 'fragile'),
    us_pickup_fee: input.us_pickup ? book.us_pickup_fee : 0,
    storage_fees: total(packages, 'storage'),
    documentation_fee: book.documentation_fee,
    insurance: insurance(declared, book),
    duty_total: total(packages, 'duty'),
    levy_total: total(packages, 'levy'),
    processing_fee: processingFee(declared, book),
    fees_total: sumCents(input.fees.map((fee) => fee.amount)),
    freight_tax: methodPricing[input.method].by === 'air' ? freightTax(shipping_subtotal, book) : 0,
  };
  const charges: InvoiceCharges = {
    ...lines,
    vat: {
      freight: vat(lines.shipping_subtotal + lines.insurance, book),
      customs: vat(customsVatBase(customs, lines.processing_fee), book),
      consolidation: vat(lines.consolidation_fee, book),
      overweight: vat(lines.overweight_fee, book),
      hazard: vat(lines.hazard_fee, book),
      fragile: vat(lines.fragile_fee, book),
      pickup: vat(lines.us_pickup_fee, book),
      storage: vat(lines.storage_fees, book),
      documentation: vat(lines.documentation_fee, book),
      fees: vat(lines.fees_total, book),
    },
  };
  return { packages, ...charges, ...invoiceTotals(charges) };
};

/**
 * The totals of an invoice from its lines: every VAT summed, the customs part (duty, levy,
 * processing and the customs VAT) apart from the forwarder's own charges and their VAT. Sums only:
 * each line was rounded once when it was priced.
 */
export const invoiceTotals = (charges: InvoiceCharges): InvoiceTotals => {
  const vat_total = sumCents(Object.values(charges.vat));
  const reimbursement_vat = charges.vat.customs;
  const reimbursement_total = sumCents([charges.duty_total, charges.levy_total, charges.processing_fee, reimbursement_vat]);
  const reg_vat = vat_total - reimbursement_vat;
  const own = [
    charges.shipping_subtotal,
    charges.consolidation_fee,
    charges.overweight_fee,
    charges.hazard_fee,
    charges.fragile_fee,
    charges.us_pickup_fee,
    charges.storage_fees,
    charges.documentation_fee,
    charges.insurance,
    charges.fees_total,
    charges.freight_tax,
  ];
  const reg_total = sumCents(own) + reg_vat;
  return { vat_total, reimbursement_vat, reimbursement_total, reg_vat, reg_total, value: reg_total + reimbursement_total };
};

/**
 * An issued invoice with its named fees replaced: the fees and their VAT are priced at the
 * invoice's own book, every other line stays as it was priced. Answers the lines that change:
 * the fees, the VAT lines and the totals.
 */
export const repriceFees = (charges: InvoiceCharges, fees: readonly NamedFee[], book: RateBook): Pick<InvoiceCharges, 'fees_total' | 'vat'> & InvoiceTotals => {
  const fees_total = sumCents(fees.map((fee) => fee.amount));
  const vatOf: InvoiceVat = { ...charges.vat, fees: vat(fees_total, book) };
  return { fees_total, vat: vatOf, ...invoiceTotals({ ...charges, fees_total, vat: vatOf }) };
};

/** Invoice types (portal spec §3): how the invoice is to be paid. */
export const invoiceTypes = ['online', 'cash', 'check', 'card', 'bank'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/**
 * What paying adds on top of the invoice's value: the convenience fee when it is paid online
 * (through the cart), the card fee when paid by card at the counter; nothing for cash, check or bank.
 */
export const paymentFees = (value: Cents, type: InvoiceType, book: RateBook): { convenience_fee: Cents; cc_fee: Cents } => ({
  convenience_fee: type === 'online' ? applyRate(value, book.convenience_fee_bp) : 0,
  cc_fee: type === 'card' ? applyRate(value, book.card_fee_bp) : 0,
});

/** Home delivery of a paid cart: the base covers included_lb, each charged pound beyond costs per_lb. */
export const deliveryCost = (charged_lb: number, book: RateBook): Cents => {
  if (!Number.isSafeInteger(charged_lb) || charged_lb < 0) throw new RangeError(`Charged pounds must be a whole number, got ${charged_lb}`);
  return book.delivery.base + Math.max(0, charged_lb - book.delivery.included_lb) * book.delivery.per_lb;
};
