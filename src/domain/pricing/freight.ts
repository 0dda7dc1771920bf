import { methodPricing, type FreightRateClass, type ShippingMethod } from '../shipping-methods';
import type { FreightRate } from './default-rates';
import { assertCents, type Cents } from './money';
import type { RateBook } from './rate-book';

/** The rate × billable pounds, never below the rate's minimum. */
export const freightCharge = (rate: FreightRate, billable_lb: number): Cents => {
  if (!Number.isSafeInteger(billable_lb) || billable_lb < 0) throw new RangeError(`Billable pounds must be a whole number, got ${billable_lb}`);
  return Math.max(assertCents(rate.per_lb * billable_lb), rate.minimum);
};

export type FreightQuote = { rate: FreightRateClass; freight: Cents; consolidation_fee: Cents; total: Cents };

/** A method's freight: its rate class's charge, plus the consolidation fee for the consolidations. */
export const quoteFreight = (method: ShippingMethod, billable_lb: number, book: RateBook): FreightQuote => {
  const pricing = methodPricing[method];
  const freight = freightCharge(book.freight[pricing.rate], billable_lb);
  const consolidation_fee = pricing.consolidation_fee ? book.consolidation_fee : 0;
  return { rate: pricing.rate, freight, consolidation_fee, total: freight + consolidation_fee };
};
