import { divideCeil, toSafeInteger } from './decimal';
import { assertCents, type Cents } from './money';
import type { RateBook } from './rate-book';

const centsPer100Dollars = 10_000n;

/** The insurance rate per $100 of declared value, or part of $100: $100.01 pays for two hundreds. */
export const insurance = (declared_value: Cents, book: RateBook): Cents => {
  const hundreds = divideCeil(BigInt(assertCents(declared_value, 'declared value')), centsPer100Dollars);
  return assertCents(toSafeInteger(hundreds) * book.insurance_per_100);
};
