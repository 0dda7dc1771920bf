import { divideRoundHalfUp, normalizeDecimal, pow10, toDecimal, toSafeInteger } from './decimal';

/** Money is an integer number of cents (ARCHITECTURE, "Money"). */
export type Cents = number;
/** Percentages are integer basis points: 35% is 3500, 7.5% is 750. */
export type BasisPoints = number;

const basisPointsPerWhole = 10_000n;

/** Refuses a float (or an unsafe integer) where cents are expected, so one cannot leak into a total. */
export const assertCents = (value: number, what = 'amount'): Cents => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
  return value;
};

/** cents × rate, rounded half-up once: the single rounding of a percentage line. */
export const applyRate = (cents: Cents, rate_bp: BasisPoints): Cents => {
  assertCents(cents);
  assertCents(rate_bp, 'rate');
  return toSafeInteger(divideRoundHalfUp(BigInt(cents) * BigInt(rate_bp), basisPointsPerWhole));
};

export const sumCents = (amounts: readonly Cents[]): Cents =>
  amounts.reduce((total, amount) => assertCents(total + assertCents(amount)), 0);

const dollarText = /^(-?)\$?(\d{1,3}(?:,\d{3})+|\d*)(\.\d*)?$/;

/**
 * "400", "19.99", "$1,234.50", 0.1 or 19.99 to cents, exactly. More than two decimals is refused
 * rather than rounded: an input is never silently changed.
 */
export const parseCents = (input: number | string): Cents => {
  const text = typeof input === 'string' ? dollarText.exec(input.trim()) : null;
  if (typeof input === 'string' && !text) throw new RangeError(`Not a dollar amount: ${input}`);
  const { units, scale } = normalizeDecimal(toDecimal(text ? `${text[1]}${text[2]?.replaceAll(',', '')}${text[3] ?? ''}` : input));
  if (scale > 2) throw new RangeError(`More than two decimals: ${String(input)}`);
  return toSafeInteger(units * pow10(2 - scale));
};

export const tryParseCents = (input: number | string): Cents | undefined => {
  try {
    return parseCents(input);
  } catch {
    return undefined;
  }
};

/** Dollars for the API: the double nearest to cents/100 always prints with at most two decimals. */
export const centsToDollars = (cents: Cents): number => assertCents(cents) / 100;

/** "$1,234.50" for the UI. */
export const formatDollars = (cents: Cents): string => {
  const magnitude = Math.abs(assertCents(cents));
  const whole = String((magnitude - (magnitude % 100)) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(magnitude % 100).padStart(2, '0')}`;
};
