import { describe, expect, it } from 'vitest';
import { billableWeight } from '../../../src/domain/pricing/weight';

describe('billableWeight: max(ceil(actual lb), ceil(L×W×H / divisor))', () => {
  it.each([
    { why: 'dimensional dominates: 8000 in³ / 139 = 57.55', m: { weight: 3, length: 20, width: 20, height: 20 }, actual: 3, dim: 58, billable: 58 },
    { why: 'actual dominates', m: { weight: 12.2, length: 10, width: 10, height: 10 }, actual: 13, dim: 8, billable: 13 },
    { why: 'fractional pounds round up', m: { weight: 4.01, length: 0, width: 0, height: 0 }, actual: 5, dim: 0, billable: 5 },
    { why: 'whole pounds stay', m: { weight: 5, length: 1, width: 1, height: 1 }, actual: 5, dim: 1, billable: 5 },
    { why: 'exactly one divisor of volume is one pound', m: { weight: 0, length: 139, width: 1, height: 1 }, actual: 0, dim: 1, billable: 1 },
    { why: 'one cubic inch more is two', m: { weight: 0, length: 140, width: 1, height: 1 }, actual: 0, dim: 2, billable: 2 },
    { why: 'exact decimals: 6.5×13.9×20 = 1807 = 13 × 139 (doubles give 13.000000000000002)', m: { weight: 1, length: 6.5, width: 13.9, height: 20 }, actual: 1, dim: 13, billable: 13 },
    { why: 'nothing', m: { weight: 0, length: 0, width: 0, height: 0 }, actual: 0, dim: 0, billable: 0 },
  ])('$why', ({ m, actual, dim, billable }) => {
    expect(billableWeight(m, 139)).toEqual({ actual_lb: actual, dimensional_lb: dim, billable_lb: billable });
  });

  it('uses the configured divisor', () => {
    const m = { weight: 3, length: 20, width: 20, height: 20 };
    expect(billableWeight(m, 166).dimensional_lb).toBe(49);
    expect(billableWeight(m, 8000).dimensional_lb).toBe(1);
  });

  it('refuses negative measures', () => {
    expect(() => billableWeight({ weight: -1, length: 1, width: 1, height: 1 }, 139)).toThrow(RangeError);
    expect(() => billableWeight({ weight: 1, length: 1, width: -0.5, height: 1 }, 139)).toThrow(RangeError);
  });
});

describe('billableWeight in centimetres (the order form)', () => {
  it.each([
    // 50 × 40 × 30 cm = 60,000 cm³ = 60,000 / 16.387064 = 3661.42 in³; / 139 = 26.34 → 27 lb
    { why: '60,000 cm³ is 3,661.4 in³, 26.3 lb at 139', m: { weight: 10, length: 50, width: 40, height: 30 }, dim: 27 },
    // 139 in³ exactly: 139 × 16.387064 = 2277.801896 cm³, e.g. 2277.801896 × 1 × 1 cm can't be typed with two decimals,
    // so take 2.54 × 2.54 × 2.54 × 139 in a box of 353.06 × 2.54 × 2.54 cm (= 139 in × 1 in × 1 in): exactly one pound.
    { why: 'a box of exactly 139 cubic inches measured in cm is one pound', m: { weight: 0, length: 353.06, width: 2.54, height: 2.54 }, dim: 1 },
    { why: 'a hundredth of a centimetre longer is two', m: { weight: 0, length: 353.07, width: 2.54, height: 2.54 }, dim: 2 },
  ])('$why', ({ m, dim }) => {
    expect(billableWeight(m, 139, 'cm').dimensional_lb).toBe(dim);
  });
});
