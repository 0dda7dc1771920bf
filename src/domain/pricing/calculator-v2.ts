import type { ShippingMethod } from '../shipping-methods';
import { customsLine, processingFee, type CustomsItem } from './customs';
import { quoteFreight } from './freight';
import { insurance } from './insurance';
import { sumCents, type Cents } from './money';
import type { RateBook } from './rate-book';
import { customsVatBase, vat } from './vat';
import { billableWeight, type PackageMeasure } from './weight';

export type CalculatorV2Input = { method: ShippingMethod; package: PackageMeasure; items: readonly CustomsItem[] };

/** The public calculator's answer (finance spec §3), in cents. */
export type CalculatorV2Result = {
  total_freight_charges: Cents;
  insurance: Cents;
  freight_vat_total: Cents;
  freight_total_charges: Cents;
  total_duty_charges: Cents;
  processing_fee: Cents;
  duty_vat_total: Cents;
  customs_total_charges: Cents;
  grand_total: Cents;
};

/**
 * One package and up to three items priced with the rates of one date. Freight includes the
 * consolidation fee of the consolidation methods; insurance is on the items' total value. The two
 * VAT lines are each rounded once on their whole base, so the total can be checked by hand.
 */
export const calculatorV2 = (input: CalculatorV2Input, book: RateBook): CalculatorV2Result => {
  const { billable_lb } = billableWeight(input.package, book.dim_divisor);
  const freight = quoteFreight(input.method, billable_lb, book).total;
  const lines = input.items.map(customsLine);
  const value = sumCents(lines.map((line) => line.value));
  const insured = insurance(value, book);
  const freight_vat_total = vat(freight + insured, book);
  const total_duty_charges = sumCents(lines.flatMap((line) => [line.duty, line.levy]));
  const processing_fee = processingFee(value, book);
  const duty_vat_total = vat(customsVatBase(lines, processing_fee), book);
  const freight_total_charges = freight + insured + freight_vat_total;
  const customs_total_charges = total_duty_charges + processing_fee + duty_vat_total;
  return {
    total_freight_charges: freight,
    insurance: insured,
    freight_vat_total,
    freight_total_charges,
    total_duty_charges,
    processing_fee,
    duty_vat_total,
    customs_total_charges,
    grand_total: freight_total_charges + customs_total_charges,
  };
};
