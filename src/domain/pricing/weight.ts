import { divideCeil, pow10, toDecimal, toSafeInteger } from './decimal';

/**
 * The calculators take inches; the order form takes centimetres (portal spec §9). An inch is
 * exactly 2.54 cm, so a cubic centimetre is 1,000,000 / 16,387,064 cubic inches, and the divisor
 * (cubic inches per pound) applies to both without a rounded conversion.
 */
export type LengthUnit = 'in' | 'cm';
const cubicUnit: Record<LengthUnit, { per: bigint; of: bigint }> = { in: { per: 1n, of: 1n }, cm: { per: 1_000_000n, of: 16_387_064n } };

/** A package as measured: pounds and inches (or centimetres), possibly fractional. */
export type PackageMeasure = { weight: number; length: number; width: number; height: number };
export type BillableWeight = { actual_lb: number; dimensional_lb: number; billable_lb: number };

const nonNegative = (value: number, what: string) => {
  const decimal = toDecimal(value);
  if (decimal.units < 0n) throw new RangeError(`${what} must be at least 0, got ${value}`);
  return decimal;
};

/**
 * max(ceil(actual lb), ceil(L×W×H / divisor)), in whole pounds. Computed on the exact decimals
 * the user typed: 6.5 × 13.9 × 20 in is exactly 13 lb at 139, where doubles would say 14.
 */
export const billableWeight = (measure: PackageMeasure, dim_divisor: number, unit: LengthUnit = 'in'): BillableWeight => {
  const weight = nonNegative(measure.weight, 'weight');
  const sides = [nonNegative(measure.length, 'length'), nonNegative(measure.width, 'width'), nonNegative(measure.height, 'height')];
  const volume = sides.reduce((product, side) => product * side.units, 1n);
  const volumeScale = sides.reduce((scale, side) => scale + side.scale, 0);
  const actual_lb = toSafeInteger(divideCeil(weight.units, pow10(weight.scale)));
  const dimensional_lb = toSafeInteger(divideCeil(volume * cubicUnit[unit].per, pow10(volumeScale) * cubicUnit[unit].of * BigInt(dim_divisor)));
  return { actual_lb, dimensional_lb, billable_lb: Math.max(actual_lb, dimensional_lb) };
};
