import { applyRate, sumCents, type Cents } from './money';
import type { RateBook } from './rate-book';
import type { CustomsLine } from './customs';

/** VAT on one base at the book's rate, rounded once. */
export const vat = (base: Cents, book: RateBook): Cents => applyRate(base, book.vat_bp);

/**
 * The customs VAT base: value + duty + levy of the lines that are not zero-rated, plus the
 * processing fee. The fee is a charge on the entry, so it is taxed with the goods; an entry whose
 * goods are all zero-rated carries no VAT at all, so its fee is left out too.
 */
export const customsVatBase = (lines: readonly CustomsLine[], processing_fee: Cents): Cents => {
  const taxable = lines.filter((line) => !line.zero_rated);
  if (taxable.length === 0) return 0;
  return sumCents([...taxable.flatMap((line) => [line.value, line.duty, line.levy]), processing_fee]);
};
