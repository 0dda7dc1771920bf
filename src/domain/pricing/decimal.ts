/** An exact decimal number: units / 10^scale. */
export type Decimal = { units: bigint; scale: number };

const decimalPattern = /^(-)?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const maxExponent = 40;

/**
 * Reads a number as the decimal it prints as, so 19.99 is 1999/100 and not the binary double just
 * below it. For inputs of up to 15 significant digits that is exactly what the user typed, which
 * is why weights, dimensions and dollar inputs all go through here before any arithmetic.
 */
export const toDecimal = (input: number | string): Decimal => {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  const match = decimalPattern.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  const exponent = Number(match?.[4] ?? '0');
  if (!match || whole + fraction === '' || Math.abs(exponent) > maxExponent) {
    throw new RangeError(`Not a decimal number: ${String(input)}`);
  }
  const digits = BigInt(whole + fraction);
  const scale = fraction.length - exponent;
  const units = scale < 0 ? digits * pow10(-scale) : digits;
  return { units: match[1] ? -units : units, scale: Math.max(scale, 0) };
};

export const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/** Drops trailing zeros, so "1.500" has scale 1. */
export const normalizeDecimal = ({ units, scale }: Decimal): Decimal => {
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
};

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** numerator / denominator rounded half-up (ties away from zero, so a refund mirrors its charge). */
export const divideRoundHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (2n * abs(remainder) < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
};

/** numerator / denominator rounded up, for non-negative quantities (pounds, hundreds of dollars). */
export const divideCeil = (numerator: bigint, denominator: bigint): bigint => {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divideCeil takes a non-negative numerator and a positive denominator');
  return (numerator + denominator - 1n) / denominator;
};

/** Back to a number, refusing anything a double cannot hold exactly. */
export const toSafeInteger = (value: bigint): number => {
  if (abs(value) > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${value} is too large`);
  return Number(value);
};
