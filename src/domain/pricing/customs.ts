import { applyRate, assertCents, type BasisPoints, type Cents } from './money';
import type { RateBook } from './rate-book';
import type { Levy, TaxCategoryRates } from './tax-category';

/** Duty on one line: value × the category's duty rate, rounded once. */
export const duty = (value: Cents, duty_bp: BasisPoints): Cents => applyRate(value, duty_bp);

/** Levy on one line: a percentage of its value, or a fixed amount per unit × quantity. */
export const levy = (rule: Levy, value: Cents, quantity: number): Cents => {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`Quantity must be a whole number of at least 1, got ${quantity}`);
  return rule.kind === 'percent' ? applyRate(value, rule.rate_bp) : assertCents(rule.amount_cents * quantity);
};

/** The customs processing fee: a share of the entry's total value, clamped, charged once per entry. */
export const processingFee = (total_value: Cents, book: RateBook): Cents => {
  const { rate_bp, minimum, maximum } = book.processing;
  return Math.min(Math.max(applyRate(total_value, rate_bp), minimum), maximum);
};

export type CustomsItem = { unit_price: Cents; quantity: number; category: TaxCategoryRates };
export type CustomsLine = { value: Cents; duty: Cents; levy: Cents; zero_rated: boolean };

/** One item's customs line: its value (unit price × quantity), duty and levy, each rounded once. */
export const customsLine = ({ unit_price, quantity, category }: CustomsItem): CustomsLine => {
  const value = assertCents(assertCents(unit_price, 'unit price') * quantity);
  return { value, duty: duty(value, category.duty_bp), levy: levy(category.levy, value, quantity), zero_rated: category.zero_rated };
};
